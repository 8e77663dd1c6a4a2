import { describe, expect, it } from 'vitest';
import { createOpenOrders } from './open-orders';

describe('the open orders a retried Cleeng checkout reuses', () => {
  it('hands out the same order per customer and offer for half an hour, then none', () => {
    let now = 0;
    const open = createOpenOrders(() => now);
    open.remember('c1', 'S1', { orderId: '7', couponCode: undefined });
    expect(open.find('c1', 'S1', undefined)?.orderId).toBe('7');
    expect(open.find('c2', 'S1', undefined)).toBeUndefined();
    expect(open.find('c1', 'S2', undefined)).toBeUndefined();
    now = 31 * 60_000;
    expect(open.find('c1', 'S1', undefined)).toBeUndefined();
  });

  it('reuses an order for a coupon only when it has that coupon or none yet; forgets a paid one', () => {
    const open = createOpenOrders(() => 0);
    open.remember('c1', 'S1', { orderId: '7', couponCode: 'YEAR10' });
    expect(open.find('c1', 'S1', 'YEAR10')?.orderId).toBe('7');
    expect(open.find('c1', 'S1', undefined)).toBeUndefined();
    expect(open.find('c1', 'S1', 'OTHER')).toBeUndefined();
    open.forget('c1', 'S1');
    expect(open.find('c1', 'S1', 'YEAR10')).toBeUndefined();
  });
});
