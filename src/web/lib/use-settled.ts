import { useEffect, useState } from 'react';

/** A value that follows `value` once it has stopped changing for `delay` ms (a search box's text). */
export function useSettled<Value>(value: Value, delay = 300): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
