import { useEffect, useState } from 'react';

/** `value`, updated only once it has not changed for `delayMs` (spec 3 §9: search debounce 300 / 350 ms). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
