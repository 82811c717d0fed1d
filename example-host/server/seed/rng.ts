/**
 * A seeded pseudo-random generator (mulberry32) and the small makers of plausible Chinese demo
 * values, so every start seeds the same data for the same clock.
 */

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鹏辉建国建华志强志明晓东晓燕海燕海涛文博文静子涵梓萱浩然宇轩欣怡雨桐俊杰思远佳怡';
const PREFIXES = ['139', '138', '137', '136', '135', '188', '187', '186', '159', '158', '157', '152', '151', '150', '133', '153', '177', '180', '189', '199'];

export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A money amount in [min, max] with two decimals. */
  money(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: `weighted([['paid', 6], ['refunded', 1]])`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let r = this.next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of items) if ((r -= w) < 0) return v;
    return items[items.length - 1]![0];
  }

  /** A Chinese personal name of two or three characters. */
  name(): string {
    const given = GIVEN.length;
    const one = GIVEN[this.int(0, given - 1)]!;
    return this.pick([...SURNAMES]) + (this.chance(0.55) ? one + GIVEN[this.int(0, given - 1)]! : one);
  }

  /** A mobile number matching 1[2-9]\d{9}. */
  phone(): string {
    return this.pick(PREFIXES) + String(this.int(0, 99_999_999)).padStart(8, '0');
  }

  /** An 18-character resident ID card number (checksum not computed: demo data). */
  idCard(): string {
    const area = this.pick(['110105', '310104', '440305', '330106', '510107', '420106']);
    const y = this.int(1960, 2002);
    const md = `${String(this.int(1, 12)).padStart(2, '0')}${String(this.int(1, 28)).padStart(2, '0')}`;
    return `${area}${y}${md}${String(this.int(0, 999)).padStart(3, '0')}${this.pick(['1', '3', '5', '7', 'X', '2'])}`;
  }

  /** A licence plate such as 粤B·3K7Q9. */
  plate(): string {
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let s = '';
    for (let i = 0; i < 5; i++) s += chars[this.int(0, chars.length - 1)]!;
    return `${this.pick(['粤B', '京A', '沪C', '浙A', '川A', '鄂A'])}${s}`;
  }
}
