import { useEffect, useState } from 'react';

/**
 * True once `settled` has been true, or `ms` have passed since mount, whichever comes first;
 * then true for good. A page holds back its heavy parts for a fast first answer, so they
 * render and paint once, with their data, instead of empty and then again.
 * @example
 * const show = useSettledWithin(!list.isPending, 120);
 * if (!show) return <h1>{title}</h1>;
 */
export function useSettledWithin(settled: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  const [seen, setSeen] = useState(settled);
  if (settled && !seen) setSeen(true);
  useEffect(() => {
    if (seen) return undefined;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [seen, ms]);
  return seen || expired;
}
