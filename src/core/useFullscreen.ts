/** Full-screen toggle of the navbar; warns 'you browser can not work' where unsupported. */
import { useCallback, useEffect, useState } from 'react';
import { useAdminInternals } from './adminContext';

/**
 * @example
 * const { active, toggle } = useFullscreen();
 * <IconButton icon="fullscreen" aria-pressed={active} onClick={() => void toggle()} />
 */
export interface FullscreenApi {
  readonly supported: boolean;
  readonly active: boolean;
  toggle(): Promise<void>;
}

const isSupported = () => typeof document !== 'undefined' && Boolean(document.fullscreenEnabled)
  && typeof document.documentElement?.requestFullscreen === 'function';
const isActive = () => typeof document !== 'undefined' && Boolean(document.fullscreenElement);

/**
 * @example
 * const { active, toggle } = useFullscreen();
 * <IconButton icon="fullscreen" aria-pressed={active} onClick={() => void toggle()} />
 */
export function useFullscreen(): FullscreenApi {
  const { notify, prefs, translate } = useAdminInternals();
  const [active, setActive] = useState(isActive);
  const supported = isSupported();
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const onChange = () => setActive(isActive());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(async () => {
    if (!isSupported()) {
      notify.show('warning', translate(prefs.getState().locale)('toast.fullscreenUnsupported'));
      return;
    }
    try {
      if (isActive()) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // refused (no user gesture, iframe without allowfullscreen): nothing changes
    }
  }, [notify, prefs, translate]);
  return { supported, active, toggle };
}
