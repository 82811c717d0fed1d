/**
 * A tiny face-photo stand-in as a PNG data URL, made here with stored (uncompressed) deflate
 * blocks so it needs no zlib and runs in the in-browser server too. PNG, not SVG: image fields
 * take only raster data URLs (an SVG may carry script).
 */
const W = 16;
const H = 20;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: number[]): number[] {
  const body = new Uint8Array([...type].map((ch) => ch.charCodeAt(0)).concat(data));
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib stream of one stored block (the raw image is < 65,535 bytes). */
function stored(raw: number[]): number[] {
  let a = 1;
  let b = 0;
  for (const x of raw) { a = (a + x) % 65521; b = (b + a) % 65521; }
  const len = raw.length;
  return [0x78, 0x01, 1, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff, ...raw, ...u32(((b << 16) | a) >>> 0)];
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/**
 * A 16×20 head-and-shoulders silhouette on `background` (#RRGGBB).
 * @example facePng('#5B8FF9') // 'data:image/png;base64,iVBOR…'
 */
export function facePng(background: string): string {
  // Two colours, one bit a pixel (colour type 3 with a palette): a few hundred characters in all.
  const raw: number[] = [];
  for (let y = 0; y < H; y++) {
    raw.push(0); // filter: none
    for (let x0 = 0; x0 < W; x0 += 8) {
      let byte = 0;
      for (let x = x0; x < x0 + 8; x++) {
        const head = (x - 7.5) ** 2 + (y - 7) ** 2 <= 16;
        const shoulders = y >= 14 && Math.abs(x - 7.5) <= 2 + (y - 14) * 1.2;
        byte = (byte << 1) | (head || shoulders ? 1 : 0);
      }
      raw.push(byte);
    }
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', [...u32(W), ...u32(H), 1, 3, 0, 0, 0]),
    ...chunk('PLTE', [...hex(background), ...hex('#FCE3D0')]),
    ...chunk('IDAT', stored(raw)),
    ...chunk('IEND', [])];
  let bin = '';
  for (const b of png) bin += String.fromCharCode(b);
  return `data:image/png;base64,${btoa(bin)}`;
}
