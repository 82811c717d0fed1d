/**
 * Pure utilities: formatting, parsing, validation and business constants.
 * No React, no DOM, no I/O.
 *
 * @example
 * import { parseTime, digitUppercase, isPhone } from './utils'
 * parseTime(1700000000, '{y}-{m}-{d}')
 * @module @supercloud/admin/utils
 */
export * from './constants';
export * from './toDate';
export * from './parseTime';
export * from './formatTime';
export * from './toThousands';
export * from './numberFormatter';
export * from './digitUppercase';
export * from './amountFen';
export * from './maskPhone';
export * from './param2Obj';
export * from './validators';
export * from './filterAmountInput';
export * from './userType';
export * from './colors';
export * from './getZodiac';
export * from './exportFileName';
