import { useFullscreen, useT } from '../../core';
import { IconButton } from '../../ui';

/**
 * Toggles full screen; where the browser cannot, the core hook warns 'you browser can not work'.
 * @example
 * <FullscreenButton />
 */
export function FullscreenButton() {
  const t = useT();
  const { active, toggle } = useFullscreen();
  return (
    <IconButton
      icon="fullscreen" pressed={active} label={active ? t('navbar.exitFullscreen') : t('navbar.fullscreen')}
      onClick={() => void toggle()}
    />
  );
}
