/** Styled primitives. The only layer that touches floating-ui, downshift and react-virtuoso. */
export { Button } from './Button';
export type { ButtonProps } from './Button';
export * from './theme';
