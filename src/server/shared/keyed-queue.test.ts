import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed queue', () => {
  it('runs one key’s tasks one at a time in order, other keys beside them', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (key: string, n: number) =>
      queue.run(key, async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`${key}${n} start`);
        await tick();
        log.push(`${key}${n} end`);
        running -= 1;
        return n;
      });
    const results = await Promise.all([task('a', 1), task('a', 2), task('b', 1), task('a', 3)]);
    expect(results).toEqual([1, 2, 1, 3]);
    const a = log.filter((entry) => entry.startsWith('a'));
    expect(a).toEqual(['a1 start', 'a1 end', 'a2 start', 'a2 end', 'a3 start', 'a3 end']);
    expect(most).toBe(2);
  });

  it('goes on after a failed task and forgets idle keys', async () => {
    const queue = createKeyedQueue();
    const failed = queue.run('a', async () => Promise.reject(new Error('refused')));
    const next = queue.run('a', async () => 'stored');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('stored');
    await tick();
    expect(queue.size()).toBe(0);
  });
});
