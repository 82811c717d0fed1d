/** The bench's 2,000 nodes: 100 modules of 19 functions each, as a nested tree and as flat rows. */
export interface BenchNode { id: string; label: string; children?: BenchNode[] }

export const GROUPS = 100;
export const PER_GROUP = 19;
export const TOTAL = GROUPS * (PER_GROUP + 1);
/** The filter the bench types: one function of every module (100 matches and their 100 modules). */
export const QUERY = '功能19';

export function makeNodes(): BenchNode[] {
  return Array.from({ length: GROUPS }, (_, i) => ({
    id: `m${i}`, label: `模块${i + 1}`,
    children: Array.from({ length: PER_GROUP }, (__, k) => ({ id: `m${i}-${k}`, label: `模块${i + 1}-功能${k + 1}` })),
  }));
}
