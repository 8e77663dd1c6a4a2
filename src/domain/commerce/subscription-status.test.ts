import { describe, expect, it } from 'vitest';
import { jwpSubscriptionStatus, reloadUntil, renewsItself, stillRuns } from './subscription-status';

describe('jwpSubscriptionStatus (spec 1 §4, second platform)', () => {
  it.each([
    ['free-trial', 'active_trial'],
    ['recurrent', 'active'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'expired'],
    ['ended', 'expired'],
    ['refunded', 'terminated'],
    ['', 'terminated'],
    ['something-new', 'terminated'],
  ])('%s → %s', (actionType, status) => {
    expect(jwpSubscriptionStatus(actionType)).toBe(status);
  });

  it('a trial renews by itself like an active subscription; a cancelled one runs without renewing', () => {
    expect(renewsItself('active_trial')).toBe(true);
    expect(renewsItself('cancelled')).toBe(false);
    expect(stillRuns('cancelled')).toBe(true);
    expect(stillRuns('terminated')).toBe(false);
  });
});

describe('reloadUntil', () => {
  const recorder = () => {
    const waits: number[] = [];
    return { waits, sleep: async (ms: number) => void waits.push(ms) };
  };

  it('reads again 1.5 s apart until the change shows', async () => {
    const { waits, sleep } = recorder();
    const answers = ['active', 'active', 'cancelled'];
    let reads = 0;
    const result = await reloadUntil(async () => answers[reads++]!, (status) => status === 'cancelled', { sleep });
    expect(result).toBe('cancelled');
    expect(reads).toBe(3);
    expect(waits).toEqual([1_500, 1_500]);
  });

  it('gives up after 10 reads and answers with the last one', async () => {
    const { waits, sleep } = recorder();
    let reads = 0;
    const result = await reloadUntil(async () => ++reads, () => false, { sleep });
    expect(result).toBe(10);
    expect(waits).toHaveLength(9);
  });

  it('does not wait when the first read shows it', async () => {
    const { waits, sleep } = recorder();
    expect(await reloadUntil(async () => 'cancelled', (status) => status === 'cancelled', { sleep })).toBe('cancelled');
    expect(waits).toEqual([]);
  });
});
