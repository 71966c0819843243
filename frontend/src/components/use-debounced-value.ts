import { useEffect, useRef, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs` (e.g. a search box, so each keystroke is not a request).
 * An object is compared by what it holds, not by identity: a list's filters read afresh from its URL on every
 * render are the same filters, and must not restart the wait (nor render again every `delayMs`, for ever).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const latest = useRef(value);
  const key = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(latest.current), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return debounced;
}
