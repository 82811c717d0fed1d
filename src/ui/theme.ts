/**
 * Design tokens as CSS custom properties: components read `var(--sc-primary)` so the theme
 * picker can recolour the running app by setting variables, with no stylesheet download.
 */
export const DEFAULT_PRIMARY = '#409EFF';

export type ControlSize = 'default' | 'medium' | 'small' | 'mini';

export const CONTROL_HEIGHT: Record<ControlSize, number> = { default: 40, medium: 36, small: 32, mini: 28 };

export const cssVar = {
  primary: 'var(--sc-primary, #409EFF)',
  primaryText: 'var(--sc-primary-text, #fff)',
  danger: 'var(--sc-danger, #F56C6C)',
  success: 'var(--sc-success, #67C23A)',
  warning: 'var(--sc-warning, #E6A23C)',
  info: 'var(--sc-info, #909399)',
  text: 'var(--sc-text, #303133)',
  border: 'var(--sc-border, #DCDFE6)',
  bg: 'var(--sc-bg, #fff)',
  controlHeight: 'var(--sc-control-height, 36px)',
};
