import { useEffect, useState } from 'react';

/** `value` once it has not changed for `ms` (spec section 9: related content search waits 500 ms). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
