/**
 * Floating layers whose code (and floating-ui's) loads the first time they are needed, for
 * always-mounted places such as the login page and the global notices: the first page then does
 * not download positioning and focus-trap code it may never use. Once loaded they are the real
 * components, with the same focus management and accessibility.
 */
import { Suspense, lazy, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { DropdownProps } from './Dropdown';
import type { ToasterProps } from './Toaster';
import { mergeProps, slot } from './slot';

// Own loaders rather than `lazyNamed`: this file is part of the login page, and sharing that helper
// with it made rolldown cut the console's first files differently (more of them, and larger).
const loadConfirmDialog = () => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog }));
const loadDropdown = () => import('./Dropdown').then((m) => ({ default: m.Dropdown }));
const loadToaster = () => import('./Toaster').then((m) => ({ default: m.Toaster }));
const ConfirmDialogImpl = lazy(loadConfirmDialog);
const ToasterImpl = lazy(loadToaster);
const DropdownImpl = lazy(loadDropdown);

/**
 * `ConfirmDialog`, loaded when it first opens (it renders nothing while closed anyway); focus
 * moves into it as soon as it is there.
 * @example
 * <LazyConfirmDialog open={expired} title="确认登出" message="…" confirmText="重新登录" cancelText="取消"
 *   onConfirm={relogin} onCancel={() => setExpired(false)} />
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <Suspense fallback={null}><ConfirmDialogImpl {...props} /></Suspense>;
}

/**
 * `Toaster`, loaded with the first toast (it renders nothing without toasts anyway; each toast is
 * its own alert or status, so nothing waits in the page to announce it).
 * @example
 * <LazyToaster toasts={toasts} onDismiss={dismiss} closeLabel="关闭" />
 */
export function LazyToaster(props: ToasterProps) {
  if (props.toasts.length === 0) return null;
  return <Suspense fallback={null}><ToasterImpl {...props} /></Suspense>;
}

/**
 * `Dropdown` whose menu code loads on the first open: until then the trigger is the plain child
 * (aria-haspopup=menu, collapsed); a click, Enter, Space or ArrowDown/ArrowUp loads the menu and
 * opens it, focus going into it and back to the trigger on close. Pointing at or focusing the
 * trigger starts the download early.
 * @example
 * <LazyDropdown items={languages} label="语言" onSelect={setLocale}><IconButton icon="language" label="语言" /></LazyDropdown>
 */
export function LazyDropdown(props: DropdownProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return <Suspense fallback={props.children}><DropdownImpl {...props} defaultOpen /></Suspense>;
  }
  const preload = () => { void loadDropdown(); };
  return slot(props.children, (own) => mergeProps(own, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setWanted(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setWanted(true);
      }
    },
  }), undefined);
}
