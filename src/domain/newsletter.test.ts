import { describe, expect, it } from 'vitest';
import { newsletterAction } from './newsletter';

describe('newsletterAction', () => {
  it.each([
    ['https URL', 'https://news.example/subscribe?list=1', 'https://news.example/subscribe?list=1'],
    ['http URL', 'http://news.example/join', 'http://news.example/join'],
    ['missing', undefined, undefined],
    ['empty', '', undefined],
    ['mailto link', 'mailto:news@example.com', undefined],
    ['site path', '/newsletter', undefined],
    ['script URL', 'javascript:alert(1)', undefined],
  ])('%s', (_name, url, expected) => {
    expect(newsletterAction(url)?.href).toBe(expected);
  });
});
