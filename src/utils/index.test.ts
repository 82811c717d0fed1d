import { describe, it, expect } from 'vitest';
import * as utils from './index';

describe('utils index', () => {
  it('re-exports every function', () => {
    const names = [
      'toDate',
      'parseTime',
      'formatTime',
      'toThousands',
      'numberFormatter',
      'digitUppercase',
      'amountToFen',
      'fenToAmount',
      'multiplyAmount',
      'sumAmounts',
      'maskPhone',
      'param2Obj',
      'isPositiveInteger',
      'isAmount',
      'isPhone',
      'isLink',
      'isExternal',
      'isEmail',
      'filterAmountInput',
      'userTypeCategory',
      'userTypeRoleGroup',
      'statusColor',
      'reminderColor',
      'getZodiac',
      'exportFileName',
    ];
    for (const name of names) expect(typeof (utils as Record<string, unknown>)[name], name).toBe('function');
  });

  it('re-exports the constants', () => {
    expect(utils.REQUEST_TIMEOUT_MS).toBe(5000);
    expect(utils.FUZZY_SEARCH.maxPatternLength).toBe(32);
    expect(utils.PERCENT_CAP).toBe(100);
  });
});
