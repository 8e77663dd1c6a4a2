import { describe, expect, it } from 'vitest';
import { originFormUrl } from './request-target';

describe('originFormUrl', () => {
  it('keeps a double slash as a path, never as a host', () => {
    expect(originFormUrl('//evil.example/x?a=1')).toMatchObject({ host: 'site', pathname: '//evil.example/x', search: '?a=1' });
    for (const target of ['//', '///', '//%', '//[', '//:', '//@']) expect(originFormUrl(target)?.host, target).toBe('site');
  });

  it('answers null for targets that are not origin-form', () => {
    for (const target of [undefined, '', '*', 'http://evil.example/', 'example.com:443']) expect(originFormUrl(target)).toBeNull();
  });
});
