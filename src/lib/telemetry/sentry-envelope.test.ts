import { describe, expect, it } from 'vitest';
import { sentryEnvelope, sentryTarget } from './sentry-envelope';

describe('Sentry envelope', () => {
  it('posts to the project’s envelope endpoint with the public key, an event per report', () => {
    const target = sentryTarget('https://pub123@errors.example.com/sub/42');
    expect(target?.url).toBe('https://errors.example.com/sub/api/42/envelope/?sentry_key=pub123&sentry_version=7');
    expect(sentryTarget('https://errors.example.com/42')).toBeNull();
    const now = new Date('2026-12-03T12:00:00Z');
    const report = {
      category: 'network' as const,
      severity: 'high' as const,
      message: 'TypeError: Failed to fetch',
      source: 'window' as const,
      path: '/p/films',
    };
    const lines = sentryEnvelope(target!, report, {
      eventId: 'a'.repeat(32),
      now,
      pageUrl: 'https://site.example/p/films',
      userAgent: 'UA',
    })
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ event_id: 'a'.repeat(32), sent_at: now.toISOString(), dsn: target!.dsn });
    expect(lines[1]).toEqual({ type: 'event' });
    expect(lines[2]).toMatchObject({
      level: 'error',
      exception: { values: [{ type: 'TypeError', value: 'Failed to fetch' }] },
      tags: { category: 'network', source: 'window' },
    });
    expect(lines[2]).not.toHaveProperty('user');
  });
});
