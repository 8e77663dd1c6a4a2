import { describe, expect, it, vi } from 'vitest';
import { createBreakerRegistry, createCircuitBreaker } from './circuit-breaker';
import { UpstreamUnavailableError } from './error';
import { guardUpstream } from './guard';

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const down = () => Promise.reject(new Error('connect ECONNREFUSED'));
const notFound = () => Promise.reject(Object.assign(new Error('not found'), { status: 404 }));

describe('createCircuitBreaker', () => {
  it('opens after the threshold of failures in a row; then fails at once without calling the upstream', async () => {
    const breaker = createCircuitBreaker('media', { failureThreshold: 3, now: clock().now });
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(down)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(breaker.state()).toBe('open');
    const call = vi.fn(async () => 'ok');
    await expect(breaker.run(call)).rejects.toThrow('media: circuit open');
    expect(call).not.toHaveBeenCalled();
  });

  it('a success in between resets the count; answers like 404 are not failures and pass through unchanged', async () => {
    const breaker = createCircuitBreaker('cms', { failureThreshold: 2, now: clock().now });
    await expect(breaker.run(down)).rejects.toThrow();
    await expect(breaker.run(notFound)).rejects.toThrow('not found');
    await expect(breaker.run(down)).rejects.toThrow();
    expect(breaker.state()).toBe('closed');
  });

  it('after the cooldown one trial call goes through: success closes, failure opens again', async () => {
    const time = clock();
    const changes: string[] = [];
    const breaker = createCircuitBreaker('results', {
      failureThreshold: 1,
      cooldownMs: 1000,
      now: time.now,
      onStateChange: (_name, state) => changes.push(state),
    });
    await expect(breaker.run(down)).rejects.toThrow();
    time.advance(1000);
    expect(breaker.state()).toBe('half-open');
    let finishTrial: (value: string) => void = () => undefined;
    const trial = breaker.run(() => new Promise<string>((resolve) => (finishTrial = resolve)));
    await expect(breaker.run(async () => 'second')).rejects.toThrow('circuit open');
    finishTrial('back');
    expect(await trial).toBe('back');
    expect(breaker.state()).toBe('closed');

    await expect(breaker.run(down)).rejects.toThrow();
    time.advance(1000);
    await expect(breaker.run(down)).rejects.toThrow();
    expect(breaker.state()).toBe('open');
    expect(changes).toEqual(['open', 'half-open', 'closed', 'open', 'half-open', 'open']);
  });
});

describe('guardUpstream and the registry', () => {
  it('runs every method through the named breaker and keeps other properties', async () => {
    const registry = createBreakerRegistry({ failureThreshold: 1 });
    const adapter = { name: 'jw' as const, getMedia: vi.fn(down) };
    const guarded = guardUpstream(adapter, registry.get('media'));
    expect(guarded.name).toBe('jw');
    await expect(guarded.getMedia()).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await expect(guarded.getMedia()).rejects.toThrow('circuit open');
    expect(adapter.getMedia).toHaveBeenCalledTimes(1);
    expect(registry.states()).toEqual({ media: 'open' });
    expect(registry.get('media')).toBe(registry.get('media'));
  });
});
