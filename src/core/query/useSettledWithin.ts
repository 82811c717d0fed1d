import { useEffect, useState } from 'react';

/**
 * True once `settled` has been true (from the render after), or `ms` have passed since mount,
 * whichever comes first; then true for good. A page holds back its heavy parts for a fast first
 * answer, so they render and paint once, with their data, instead of empty and then again.
 * @example
 * const show = useSettledWithin(!list.isPending, 120);
 * if (!show) return <h1>{title}</h1>;
 */
export function useSettledWithin(settled: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  const [seen, setSeen] = useState(settled);
  // Set from an effect, not while rendering: `settled` mostly turns true in a render that an
  // external store forced (always synchronous), and what it releases would mount in that render,
  // its effects run before the browser may paint. From an effect the update has default priority:
  // the released parts mount in a render of their own, and their effects wait for the paint.
  useEffect(() => {
    if (settled && !seen) setSeen(true);
  }, [settled, seen]);
  useEffect(() => {
    if (seen) return undefined;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [seen, ms]);
  return seen || expired;
}
