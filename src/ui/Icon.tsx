import type { SVGAttributes } from 'react';

/**
 * The inline icon set: 24×24 stroke drawings in `currentColor`, so icons take the colour and size of
 * their text with no icon font or sprite request. Each entry is the SVG body as path data.
 */
const PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  size: 'M3 7V5h11v2M8.5 5v14M6.5 19h4M14 12h7M17.5 12v7M16 19h3',
  language: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  theme: 'M12 3s6.5 6.8 6.5 11.5a6.5 6.5 0 0 1-13 0C5.5 9.8 12 3 12 3z',
  bug: 'M8 9a4 4 0 0 1 8 0v6a4 4 0 0 1-8 0zM12 11v8M3 13h5M16 13h5M4 7l4 2.5M20 7l-4 2.5M4 19l4-2M20 19l-4-2M9.5 5.5L8 3.5M14.5 5.5L16 3.5',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21a8 8 0 0 1 16 0',
  logout: 'M10 4H5v16h5M16 8l4 4-4 4M20 12H9',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  home: 'M3 11l9-8 9 8M5.5 9.5V20h5v-6h3v6h5V9.5',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  delete: 'M4 7h16M9.5 7V4h5v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  check: 'M5 12.5l4.5 4.5L19 7',
  warning: 'M12 3.5l9.5 17h-19zM12 10v4.5M12 17.5v.01',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7.5v.01',
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12.5l3 3 5-6',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 9l6 6M15 9l-6 6',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  'eye-off': 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
} as const;

/**
 * @example
 * <Icon name="search" />                 // decorative, next to a text label
 * <Icon name="warning" title="警告" />    // meaningful on its own
 */
export type IconName = keyof typeof PATHS;

/**
 * Every icon name, for pickers and the icon story.
 * @example
 * ICON_NAMES.map((name) => <Icon key={name} name={name} aria-label={name} />)
 */
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

/**
 * @example
 * <Icon name="search" />                 // decorative, next to a text label
 * <Icon name="warning" title="警告" />    // meaningful on its own
 */
export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Width and height; default 1em (the text size). */
  size?: number | string;
  /** Accessible name. Without it the icon is decorative and hidden from screen readers. */
  title?: string;
}

/**
 * An inline SVG icon from the built-in set.
 * @example
 * <Icon name="search" />                 // decorative, next to a text label
 * <Icon name="warning" title="警告" />    // meaningful on its own
 */
export function Icon({ name, size = '1em', title, ...rest }: IconProps) {
  const labelled = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" focusable="false" data-icon={name}
      style={{ flex: 'none', verticalAlign: '-0.125em' }} {...labelled} {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d={PATHS[name]} />
    </svg>
  );
}
