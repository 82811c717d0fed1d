import { describe, it, expect } from 'vitest';
import { formatTime } from './formatTime';

const now = new Date(2024, 4, 10, 12, 0, 0).getTime();
const ago = (seconds: number): number => now - seconds * 1000;

describe('formatTime', () => {
  it('says just now under 30 seconds, in both directions', () => {
    expect(formatTime(now, { now })).toBe('刚刚');
    expect(formatTime(ago(29), { now })).toBe('刚刚');
    expect(formatTime(ago(-29), { now })).toBe('刚刚');
    expect(formatTime(ago(29), { now, locale: 'en' })).toBe('just now');
    expect(formatTime(ago(29), { now, locale: 'es' })).toBe('justo ahora');
  });

  it('counts minutes under one hour, rounded up as the original console did', () => {
    expect(formatTime(ago(30), { now })).toBe('1分钟前');
    expect(formatTime(ago(60), { now })).toBe('1分钟前');
    expect(formatTime(ago(61), { now })).toBe('2分钟前');
    expect(formatTime(ago(100), { now })).toBe('2分钟前');
    expect(formatTime(ago(100), { now, locale: 'en' })).toBe('2 minutes ago');
    expect(formatTime(ago(100), { now, locale: 'es' })).toBe('hace 2 minutos');
    expect(formatTime(ago(5 * 60), { now })).toBe('5分钟前');
    expect(formatTime(ago(3599), { now })).toBe('60分钟前');
    expect(formatTime(ago(5 * 60), { now, locale: 'en' })).toBe('5 minutes ago');
    expect(formatTime(ago(60), { now, locale: 'en' })).toBe('1 minute ago');
    expect(formatTime(ago(5 * 60), { now, locale: 'es' })).toBe('hace 5 minutos');
    expect(formatTime(ago(60), { now, locale: 'es' })).toBe('hace 1 minuto');
  });

  it('counts hours under one day, rounded up', () => {
    expect(formatTime(ago(3600), { now })).toBe('1小时前');
    expect(formatTime(ago(3601), { now })).toBe('2小时前');
    expect(formatTime(ago(90 * 60), { now })).toBe('2小时前');
    expect(formatTime(ago(90 * 60), { now, locale: 'en' })).toBe('2 hours ago');
    expect(formatTime(ago(90 * 60), { now, locale: 'es' })).toBe('hace 2 horas');
    expect(formatTime(ago(3 * 3600), { now })).toBe('3小时前');
    expect(formatTime(ago(86399), { now })).toBe('24小时前');
    expect(formatTime(ago(3 * 3600), { now, locale: 'en' })).toBe('3 hours ago');
    expect(formatTime(ago(3600), { now, locale: 'en' })).toBe('1 hour ago');
    expect(formatTime(ago(3 * 3600), { now, locale: 'es' })).toBe('hace 3 horas');
    expect(formatTime(ago(3600), { now, locale: 'es' })).toBe('hace 1 hora');
  });

  it('says 1 day ago under 48 hours', () => {
    expect(formatTime(ago(86400), { now })).toBe('1天前');
    expect(formatTime(ago(172799), { now })).toBe('1天前');
    expect(formatTime(ago(86400), { now, locale: 'en' })).toBe('1 day ago');
    expect(formatTime(ago(86400), { now, locale: 'es' })).toBe('hace 1 día');
  });

  it('falls back to a date from 48 hours on', () => {
    const old = new Date(2024, 4, 3, 9, 5, 7).getTime();
    expect(formatTime(ago(172800), { now })).toBe('5月8日12时0分');
    expect(formatTime(old, { now })).toBe('5月3日9时5分');
    expect(formatTime(old, { now, locale: 'en' })).toBe('5/3 9:05');
    expect(formatTime(old, { now, locale: 'es' })).toBe('3/5 9:05');
    expect(formatTime(old, { now, format: '{y}-{m}-{d} {h}:{i}' })).toBe('2024-05-03 09:05');
  });

  it('accepts the format as a string and seconds timestamps', () => {
    const old = new Date(2024, 4, 3, 9, 5, 7).getTime();
    expect(formatTime(old / 1000, { now })).toBe('5月3日9时5分');
    expect(formatTime(ago(10), { now: new Date(now) })).toBe('刚刚');
    expect(formatTime(ago(3 * 86400), '{m}/{d}')).toMatch(/^\d{2}\/\d{2}$/);
  });

  it('shows a date for times 30 seconds or more in the future', () => {
    const future = new Date(2024, 4, 11, 8, 30).getTime();
    expect(formatTime(ago(-30), { now })).toBe('5月10日12时0分');
    expect(formatTime(future, { now, format: '{d} {h}:{i}' })).toBe('11 08:30');
  });

  it('uses the real clock when now is not given', () => {
    expect(formatTime(Date.now())).toBe('刚刚');
    expect(formatTime(Date.now() - 2 * 3600_000 + 60_000, { locale: 'en' })).toBe('2 hours ago');
  });

  it('returns null for invalid time and falls back to zh-CN for unknown locales', () => {
    expect(formatTime(null, { now })).toBeNull();
    expect(formatTime('', { now })).toBeNull();
    expect(formatTime('nope', { now })).toBeNull();
    expect(formatTime(ago(60), { now, locale: 'fr' as 'en' })).toBe('1分钟前');
  });
});
