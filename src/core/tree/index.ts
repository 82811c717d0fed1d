/** Headless tree: the pure model and the `useTree` hook (rendered by `src/ui/Tree`). */
export * from './treeModel';
export { useTree } from './useTree';
export type { TreeApi, UseTreeOptions } from './useTree';
