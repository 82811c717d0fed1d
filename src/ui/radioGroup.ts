import type { KeyboardEvent } from 'react';

/**
 * Roving focus for a radio group (WAI-ARIA radio pattern): arrows move and select with wrap-around,
 * Home/End jump, disabled entries are skipped. Returns the index to select, or null for other keys.
 */
export function radioKeyTarget(event: KeyboardEvent, current: number, disabled: readonly boolean[]): number | null {
  const count = disabled.length;
  const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
  let start: number;
  let dir: number;
  if (step !== 0) { start = current + step; dir = step; }
  else if (event.key === 'Home') { start = 0; dir = 1; }
  else if (event.key === 'End') { start = count - 1; dir = -1; }
  else return null;
  for (let i = 0; i < count; i++) {
    const index = (((start + dir * i) % count) + count) % count;
    if (!disabled[index]) { event.preventDefault(); return index; }
  }
  return null;
}

/** The entry that takes Tab focus: the checked one, else the first enabled one. */
export function tabStop(checked: number, disabled: readonly boolean[]): number {
  return checked >= 0 && !disabled[checked] ? checked : Math.max(0, disabled.findIndex((d) => !d));
}

/** Moves DOM focus to the radio at `index` inside the group element. */
export function focusRadio(group: HTMLElement | null, index: number) {
  group?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
}
