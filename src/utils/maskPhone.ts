/**
 * Masks an 11-digit phone number for display: the first three digits, four
 * stars, the last four. Any other input (not exactly 11 digits, spaces
 * included) is returned unchanged as a string; null and undefined give ''.
 *
 * @example
 * maskPhone('13812345678')  // '138****5678'
 * maskPhone(13812345678)    // '138****5678'
 * maskPhone('12345')        // '12345'
 * maskPhone(null)           // ''
 */
export function maskPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined) return '';
  const text = String(phone);
  return /^\d{11}$/.test(text) ? `${text.slice(0, 3)}****${text.slice(7)}` : text;
}
