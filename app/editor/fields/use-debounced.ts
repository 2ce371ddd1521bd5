import { useEffect, useState } from "react";

/** The value after it has stopped changing for `delay` ms (SPEC §9: search 300, id lookup 1000). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
