import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts, MAX_TOASTS, TOAST_DURATION_MS, dismissToast, showToast } from './toasts';

describe('toasts', () => {
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('shows a toast and removes it after its tone’s duration', () => {
    vi.useFakeTimers();
    showToast('success', 'Email verified successfully!');
    expect($toasts.get().map((toast) => toast.text)).toEqual(['Email verified successfully!']);
    vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps errors on screen longer than successes', () => {
    expect(TOAST_DURATION_MS.error).toBeGreaterThan(TOAST_DURATION_MS.success);
  });

  it(`keeps the newest ${MAX_TOASTS}`, () => {
    for (const text of ['one', 'two', 'three', 'four']) showToast('info', text);
    expect($toasts.get().map((toast) => toast.text)).toEqual(['two', 'three', 'four']);
  });

  it('dismisses one toast at once', () => {
    const first = showToast('error', 'first');
    showToast('error', 'second');
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.text)).toEqual(['second']);
  });
});
