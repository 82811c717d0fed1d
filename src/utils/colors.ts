/**
 * Tone of a yes/no status.
 * @example
 * statusColor(true) // 'success'
 * statusColor(0)    // 'danger'
 */
export type StatusTone = 'success' | 'danger';

/**
 * Tone of a reminder code.
 * @example
 * reminderColor(3)   // 'warning'
 * reminderColor('5') // 'purple'
 * reminderColor(4)   // 'danger'
 */
export type ReminderTone = 'grey' | 'info' | 'warning' | 'purple' | 'success' | 'danger';

/**
 * Tone of a boolean-like flag: 'success' when truthy, 'danger' when falsy,
 * by JavaScript truthiness (so 0, '', null and undefined are 'danger', while
 * the string '0' is 'success'). The UI maps tones to colours.
 *
 * @example
 * statusColor(true) // 'success'
 * statusColor(0)    // 'danger'
 */
export function statusColor(flag: unknown): StatusTone {
  return flag ? 'success' : 'danger';
}

const REMINDER_TONES: Readonly<Record<number, ReminderTone>> = Object.freeze({
  1: 'grey',
  2: 'info',
  3: 'warning',
  5: 'purple',
  6: 'success',
});

/**
 * Tone of a reminder code (specification 000, section 4): 1 'grey',
 * 2 'info', 3 'warning', 5 'purple', 6 'success', anything else 'danger'.
 * An integer string ('3') counts as its number.
 *
 * @example
 * reminderColor(3)   // 'warning'
 * reminderColor('5') // 'purple'
 * reminderColor(4)   // 'danger'
 */
export function reminderColor(code: number | string | null | undefined): ReminderTone {
  const value = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code;
  return (typeof value === 'number' && REMINDER_TONES[value]) || 'danger';
}
