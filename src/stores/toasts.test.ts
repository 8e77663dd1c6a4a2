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

  it('lets a toast replace one of the same kind: the same words, or a newer error', () => {
    showToast('error', 'Wrong code');
    showToast('success', 'Code sent');
    showToast('error', 'Code expired');
    showToast('success', 'Code sent');
    expect($toasts.get().map((toast) => toast.text)).toEqual(['Code expired', 'Code sent']);
  });

  it('stacks different successes (a notice handed over from the last page stays)', () => {
    showToast('success', 'Account deleted successfully!');
    showToast('success', 'Logged out');
    expect($toasts.get().map((toast) => toast.text)).toEqual(['Account deleted successfully!', 'Logged out']);
  });

  it(`keeps at most ${MAX_TOASTS}, the newest`, () => {
    showToast('info', 'one');
    showToast('success', 'two');
    showToast('error', 'three');
    showToast('info', 'four');
    expect($toasts.get().map((toast) => toast.text)).toEqual(['two', 'three', 'four']);
  });

  it('dismisses one toast at once', () => {
    const first = showToast('error', 'first');
    showToast('error', 'second');
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.text)).toEqual(['second']);
  });

  it('keeps a toast that asks for an action until it is dismissed', () => {
    vi.useFakeTimers();
    const signIn = { label: 'Sign in', href: '/login', step: 'login' };
    const id = showToast('error', 'Authentication failed - please log in again', signIn);
    vi.advanceTimersByTime(TOAST_DURATION_MS.error * 10);
    expect($toasts.get()).toEqual([{ id, tone: 'error', text: 'Authentication failed - please log in again', action: signIn }]);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
