/**
 * Key of a western zodiac sign.
 * @example
 * getZodiac(3, 21)  // { key: 'aries', zh: '白羊座', en: 'Aries' }
 * getZodiac(1, 19)  // { key: 'capricorn', zh: '摩羯座', en: 'Capricorn' }
 * getZodiac(2, 30)  // null
 */
export type ZodiacKey =
  | 'capricorn'
  | 'aquarius'
  | 'pisces'
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius';

/**
 * @example
 * getZodiac(3, 21)  // { key: 'aries', zh: '白羊座', en: 'Aries' }
 * getZodiac(1, 19)  // { key: 'capricorn', zh: '摩羯座', en: 'Capricorn' }
 * getZodiac(2, 30)  // null
 */
export interface ZodiacSign {
  key: ZodiacKey;
  zh: string;
  en: string;
}

const sign = (key: ZodiacKey, zh: string, en: string): ZodiacSign => Object.freeze({ key, zh, en });

const CAPRICORN = sign('capricorn', '摩羯座', 'Capricorn');

/** Each sign with the first day of its first month (month 1-12, day). */
const STARTS: readonly [number, number, ZodiacSign][] = [
  [1, 20, sign('aquarius', '水瓶座', 'Aquarius')],
  [2, 19, sign('pisces', '双鱼座', 'Pisces')],
  [3, 21, sign('aries', '白羊座', 'Aries')],
  [4, 20, sign('taurus', '金牛座', 'Taurus')],
  [5, 21, sign('gemini', '双子座', 'Gemini')],
  [6, 22, sign('cancer', '巨蟹座', 'Cancer')],
  [7, 23, sign('leo', '狮子座', 'Leo')],
  [8, 23, sign('virgo', '处女座', 'Virgo')],
  [9, 23, sign('libra', '天秤座', 'Libra')],
  [10, 24, sign('scorpio', '天蝎座', 'Scorpio')],
  [11, 23, sign('sagittarius', '射手座', 'Sagittarius')],
  [12, 22, CAPRICORN],
];

/** Days per month, February counted as 29 (a birthday has no year). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Western zodiac sign of a month (1-12) and day, as a frozen
 * `{ key, zh, en }` object. Boundaries: Capricorn Dec 22-Jan 19, Aquarius
 * Jan 20-Feb 18, Pisces Feb 19-Mar 20, Aries Mar 21-Apr 19, Taurus
 * Apr 20-May 20, Gemini May 21-Jun 21, Cancer Jun 22-Jul 22, Leo
 * Jul 23-Aug 22, Virgo Aug 23-Sep 22, Libra Sep 23-Oct 23, Scorpio
 * Oct 24-Nov 22, Sagittarius Nov 23-Dec 21.
 * Returns null unless both are integers and the day exists in that month
 * (Feb 29 allowed).
 *
 * @example
 * getZodiac(3, 21)  // { key: 'aries', zh: '白羊座', en: 'Aries' }
 * getZodiac(1, 19)  // { key: 'capricorn', zh: '摩羯座', en: 'Capricorn' }
 * getZodiac(2, 30)  // null
 */
export function getZodiac(month: number, day: number): ZodiacSign | null {
  if (!Number.isInteger(month) || !Number.isInteger(day)) return null;
  const maxDay = DAYS_IN_MONTH[month - 1];
  if (maxDay === undefined || day < 1 || day > maxDay) return null;
  let result = CAPRICORN;
  for (const [startMonth, startDay, zodiac] of STARTS) {
    if (month > startMonth || (month === startMonth && day >= startDay)) result = zodiac;
  }
  return result;
}
