/**
 * Static stylesheets for the primitives a list page paints with its first rows (grid, tags, row
 * actions, buttons, inputs, checkboxes, pager, empty and loading states).
 *
 * A styled component compiles its CSS (stylis) and inserts its rules the first time it renders,
 * and on a list page that first time is the render that shows the rows. These primitives' looks
 * are static (the theme comes from CSS custom properties, variants from data attributes), so
 * their CSS is plain text here: React 19 hoists each `<style href precedence>` into the head of
 * the document (or of the shadow root it renders in) once, however many instances render it, and
 * the browser's own parser reads it. Parts that show later (dialogs, popups, the shell) stay
 * styled components.
 *
 * The sheets come first in the head, so a styled component or a host class of the same
 * specificity overrides them (`styled(Button)` still works).
 *
 * React 18 has no such hoisting (it would draw a `<style>` per instance, in place): there each
 * sheet is inserted once into the document's head by an insertion effect, with the same
 * attributes React 19 gives it. Neither touches the document during a server render.
 */
import { useInsertionEffect, version } from 'react';

/**
 * A named stylesheet of static CSS (class selectors prefixed `sca-`).
 * @example
 * const badgeSheet = defineSheet('badge', `.sca-badge { color: ${cssVar.danger}; }`);
 */
export interface Sheet {
  /** React's key for the hoisted `<style>`: one element per document, whoever renders it. */
  readonly href: string;
  readonly css: string;
}

/**
 * @example
 * const badgeSheet = defineSheet('badge', `.sca-badge { color: ${cssVar.danger}; }`);
 */
export const defineSheet = (name: string, css: string): Sheet => ({ href: `sca-${name}`, css });

// Every kit sheet in one precedence group, inserted in the order parts first render.
const PRECEDENCE = 'sca';

/**
 * Draws `sheets` (deduplicated by React): render it next to the part that uses them.
 * @example
 * <><SheetStyle sheets={[buttonSheet]} /><button className="sca-button">保存</button></>
 */
export function SheetStyle({ sheets }: { sheets: readonly Sheet[] }) {
  if (!HOISTS) return <HeadSheets sheets={sheets} />;
  return <>{sheets.map((s) => <style key={s.href} href={s.href} precedence={PRECEDENCE}>{s.css}</style>)}</>;
}

// `<style href precedence>` is hoisted and deduplicated from React 19 on.
const HOISTS = Number(version.split('.')[0]) >= 19;

/** Adds the sheets the head lacks, after the kit's sheets already there (else first in the head). */
export function insertSheets(doc: Document, sheets: readonly Sheet[]): void {
  for (const sheet of sheets) {
    const ours = doc.head.querySelectorAll(`style[data-precedence="${PRECEDENCE}"]`);
    if ([...ours].some((el) => el.getAttribute('data-href') === sheet.href)) continue;
    const el = doc.createElement('style');
    el.setAttribute('data-precedence', PRECEDENCE);
    el.setAttribute('data-href', sheet.href);
    el.textContent = sheet.css;
    const last = ours[ours.length - 1];
    if (last) last.after(el);
    else doc.head.prepend(el);
  }
}

function HeadSheets({ sheets }: { sheets: readonly Sheet[] }) {
  useInsertionEffect(() => { insertSheets(document, sheets); }, [sheets]);
  return null;
}

/**
 * Class names joined, falsy ones left out.
 * @example
 * classes('sca-button', loading && 'is-loading', className) // 'sca-button partner-save' when not loading
 */
export const classes = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
