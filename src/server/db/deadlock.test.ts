import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './deadlock';

const deadlock = () =>
  new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

describe('retryOnDeadlock', () => {
  it('runs a write PostgreSQL aborted for a deadlock again', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'stored';
    });
    expect(result).toBe('stored');
    expect(calls).toBe(3);
  });

  it('gives up after the attempts, and never retries other errors', async () => {
    let calls = 0;
    await expect(retryOnDeadlock(async () => ((calls += 1), Promise.reject(deadlock())), 2)).rejects.toThrow(
      'Failed query',
    );
    expect(calls).toBe(2);
    calls = 0;
    const other = Object.assign(new Error('unique violation'), { code: '23505' });
    await expect(retryOnDeadlock(async () => ((calls += 1), Promise.reject(other)))).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
