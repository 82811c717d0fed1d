import { describe, expect, it } from 'vitest';
import { amountToFen, fenToAmount, multiplyAmount, sumAmounts } from './amountFen';
import { digitUppercase } from './digitUppercase';

describe('amountToFen', () => {
  it('reads amounts of 000 section 5 as whole fen', () => {
    expect(amountToFen('0')).toBe(0n);
    expect(amountToFen('0.05')).toBe(5n);
    expect(amountToFen('0.5')).toBe(50n);
    expect(amountToFen('10000.00')).toBe(1000000n);
    expect(amountToFen('100000001.10')).toBe(10000000110n);
    expect(amountToFen(' 12.3 ')).toBe(1230n);
    expect(amountToFen('90071992547409.93')).toBe(9007199254740993n);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', ' ', '12.', '.5', '01', '1.234', '-1', '1e3', '1,000', '¥5', 'abc']) expect(amountToFen(bad)).toBeNull();
    expect(amountToFen(null)).toBeNull();
    expect(amountToFen(undefined)).toBeNull();
  });
});

describe('fenToAmount', () => {
  it('writes two decimals', () => {
    expect(fenToAmount(0n)).toBe('0.00');
    expect(fenToAmount(5n)).toBe('0.05');
    expect(fenToAmount(100000n)).toBe('1000.00');
    expect(fenToAmount(-105n)).toBe('-1.05');
  });
});

describe('multiplyAmount and sumAmounts', () => {
  it('are exact where floats are not', () => {
    expect(multiplyAmount('0.10', 3)).toBe('0.30');
    expect(multiplyAmount('1.15', 100)).toBe('115.00');
    expect(multiplyAmount('99999.99', 7)).toBe('699999.93');
    expect(multiplyAmount('5', 0)).toBe('0.00');
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['100000000', '1.10'])).toBe('100000001.10');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('refuse bad inputs', () => {
    expect(multiplyAmount('1.234', 2)).toBeNull();
    expect(multiplyAmount('1', -1)).toBeNull();
    expect(multiplyAmount('1', 1.5)).toBeNull();
    expect(sumAmounts(['1', 'x'])).toBeNull();
  });
});

describe('totals in Chinese capitals', () => {
  it('writes the edge amounts of a money dialog', () => {
    expect(digitUppercase('0.05')).toBe('伍分');
    expect(digitUppercase('10000.00')).toBe('壹万元整');
    expect(digitUppercase('100000001.10')).toBe('壹亿零壹元壹角');
    expect(digitUppercase(multiplyAmount('333.33', 3)!)).toBe('玖佰玖拾玖元玖角玖分');
    expect(digitUppercase(sumAmounts(['0.10', '0.20'])!)).toBe('叁角');
    expect(digitUppercase('1000')).toBe('壹仟元整');
    expect(digitUppercase('1000.01')).toBe('壹仟元零壹分');
  });
});
