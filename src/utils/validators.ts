/**
 * Form validators (specification 000, section 5). Each takes a string or a
 * number (a number is checked as `String(value)`; any other type gives
 * false) and trims nothing: ' 1' or '1 ' fail, so trim first when wanted.
 *
 * @example
 * isPositiveInteger('10')        // true
 * isAmount('12.34')              // true
 * isPhone('13812345678')         // true
 * isLink('https://example.com')  // true
 * isImageSource('/files/a.png')  // true
 * isExternal('mailto:a@b.cn')    // true
 * isEmail('a.b@example.com')     // true
 */

type Checkable = string | number;

const test = (pattern: RegExp, value: Checkable): boolean =>
  (typeof value === 'string' || typeof value === 'number') && pattern.test(String(value));

/**
 * A positive integer without a leading zero: '1', '10' pass; '0', '01',
 * '-1', '+1', '1.5' and '' fail.
 * @example isPositiveInteger(10) // true
 */
export function isPositiveInteger(value: Checkable): boolean {
  return test(/^[1-9]\d*$/, value);
}

/**
 * Zero or a positive amount with at most two decimals: '0', '0.5', '12.34',
 * '100' pass; '-1', '1.234', '01', '01.5', '.5', '1.' and '' fail.
 * @example isAmount('0.5') // true
 */
export function isAmount(value: Checkable): boolean {
  return test(/^(0|[1-9]\d*)(\.\d{1,2})?$/, value);
}

/**
 * A mainland mobile number: 11 digits, first 1, second 2-9.
 * @example isPhone('13812345678') // true
 */
export function isPhone(value: Checkable): boolean {
  return test(/^1[2-9]\d{9}$/, value);
}

/**
 * Starts with 'http://', 'https://', 'mailto:' or 'tel:' (scheme in any case).
 * @example isLink('tel:10086') // true
 */
export function isLink(value: Checkable): boolean {
  return test(/^(https?:\/\/|mailto:|tel:)/i, value);
}

/**
 * What an audio field may hold, the same rule as the server's (AUDIO_PATTERN in the contract): an
 * http(s) URL or a path on the same host ('/…', not '//…'); no data: or script URLs.
 * @example isAudioSource('/super_cloud/api/common/file/geturl/3?raw=1') // true
 */
export function isAudioSource(value: Checkable): boolean {
  return test(/^(https?:\/\/|\/(?![/\\]))/, value);
}

/**
 * What an image field may hold, the same rule as the server's (IMAGE_PATTERN in the contract):
 * an http(s) URL, a path on the same host ('/…', not '//…'), or a data URL of a PNG, JPEG, GIF,
 * WebP or BMP image. 'javascript:', 'vbscript:', other data: types (SVG can carry scripts) and
 * anything else fail; schemes are lower-case, as the server checks them.
 * @example isImageSource('javascript:alert(1)') // false
 */
export function isImageSource(value: Checkable): boolean {
  return test(/^(https?:\/\/|\/(?![/\\])|data:image\/(png|jpeg|gif|webp|bmp);base64,)/, value);
}

/**
 * A path that leaves the app, as in vue-element-admin: starts with 'http:',
 * 'https:', 'mailto:' or 'tel:' (scheme in any case). Unlike isLink it does
 * not demand '//' after http(s).
 * @example isExternal('/dashboard') // false
 */
export function isExternal(value: Checkable): boolean {
  return test(/^(https?:|mailto:|tel:)/i, value);
}

/**
 * A plain e-mail address: local part of letters, digits and . _ % + - (no
 * leading, trailing or double dot), '@', dotted domain labels, and a
 * top-level domain of at least two letters.
 * @example isEmail('a@b') // false
 */
export function isEmail(value: Checkable): boolean {
  return test(/^[\w%+-]+(\.[\w%+-]+)*@([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i, value);
}
