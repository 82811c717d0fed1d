import { describe, it, expect } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('holds the section 9 values', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(5000);
    expect(c.ROLE_SETUP_TIMEOUT_MS).toBe(100000);
    expect(c.TOAST_DURATION_MS).toBe(5000);
    expect(c.PASSWORD_MISMATCH_DURATION_MS).toBe(2000);
    expect(c.EXPORT_STATUS_POLL_MS).toBe(5000);
    expect(c.PAGE_UPDATE_CHECK_MS).toBe(30 * 60 * 1000);
    expect(c.MOBILE_BREAKPOINT_PX).toBe(992);
    expect(c.SIDEBAR_WIDTH_PX).toBe(210);
    expect([c.SIDEBAR_OPENED, c.SIDEBAR_CLOSED]).toEqual([1, 0]);
    expect(c.SESSION_COOKIE).toBe('JSESSION_ID');
    expect(c.DEFAULT_THEME_COLOR).toBe('#409EFF');
    expect(c.DEFAULT_LOCALE).toBe('zh-CN');
    expect(c.DATE_PICKER_FORMAT).toBe('yyyy-MM-dd');
    expect(c.DATE_PICKER_MAX_SPAN_MS).toBe(365 * 24 * 3600 * 1000);
    expect(c.DEFAULT_TIME_FORMAT).toBe('{y}-{m}-{d} {h}:{i}:{s}');
    expect(c.AMOUNT_DECIMALS).toBe(2);
    expect(c.PERCENT_CAP).toBe(100);
    expect(c.DEFAULT_DOWNLOAD_FILE_NAME).toBe('下载文件');
  });

  it('holds the fuzzy search options, frozen', () => {
    expect(c.FUZZY_SEARCH).toEqual({ threshold: 0.4, titleWeight: 0.7, pathWeight: 0.3, maxPatternLength: 32 });
    expect(Object.isFrozen(c.FUZZY_SEARCH)).toBe(true);
    expect(c.FUZZY_SEARCH.titleWeight + c.FUZZY_SEARCH.pathWeight).toBeCloseTo(1);
  });
});
