/** Control sizes (000 section 4): default, medium, small, mini, and their control heights. */
import { CONTROL_HEIGHTS_PX } from '../../utils/constants';
import type { ControlSize } from '../types';

/**
 * @example
 * CONTROL_SIZES.map((size) => <option key={size} value={size}>{t(`size.${size}`)}</option>)
 */
export const CONTROL_SIZES: readonly ControlSize[] = ['default', 'medium', 'small', 'mini'];
/**
 * Height of buttons and inputs per size, in px.
 * @example
 * CONTROL_SIZES_PX.small // 32
 */
export const CONTROL_SIZES_PX: Readonly<Record<ControlSize, number>> = CONTROL_HEIGHTS_PX;
/**
 * The spec names medium in one part and mini in another; medium matches src/ui's fallback height.
 * @example
 * <AdminProvider apiBase="/api" size={DEFAULT_SIZE}>…</AdminProvider> // 'medium'
 */
export const DEFAULT_SIZE: ControlSize = 'medium';

export const isControlSize = (v: unknown): v is ControlSize =>
  typeof v === 'string' && (CONTROL_SIZES as readonly string[]).includes(v);
