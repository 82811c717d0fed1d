/**
 * Unpacks chosen entries of a zip (an xlsx) with fflate's streaming API, feeding the compressed
 * bytes in small slices and counting what comes out: once the entries' unpacked total passes the
 * limit it stops, having held at most the limit plus one slice's output. unzipSync would first
 * inflate a 300 KB file that unpacks to 300 MB whole.
 */
import { Unzip, UnzipInflate } from 'fflate';
import { SheetTooLarge } from './sheetLimits';

/** Compressed bytes per push: deflate expands at most ~1,032 times, so one push yields at most ~4 MB. */
const SLICE = 4096;

/**
 * The entries `keep` picks, by name; throws SheetTooLarge when they unpack to more than `maxBytes`,
 * and Error when the bytes are not a zip fflate can read.
 * @example unzipLimited(bytes, (n) => n.startsWith('xl/'), 20 * 1024 * 1024)
 */
export function unzipLimited(bytes: Uint8Array, keep: (name: string) => boolean, maxBytes: number): Record<string, Uint8Array> {
  const parts = new Map<string, Uint8Array[]>();
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (failure || !keep(file.name)) return; // never inflated
    const chunks: Uint8Array[] = [];
    parts.set(file.name, chunks);
    file.ondata = (err, data) => {
      if (failure) return;
      if (err) { failure = err; return; }
      total += data.length;
      if (total > maxBytes) {
        failure = new SheetTooLarge(`文件解压后超过${Math.round(maxBytes / 1024 / 1024)}MB，请删除多余的内容或分批导入`);
        file.terminate();
        return;
      }
      chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !failure; at += SLICE) {
    unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  }
  if (failure) throw failure;
  const out: Record<string, Uint8Array> = {};
  for (const [name, chunks] of parts) {
    const joined = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) { joined.set(c, at); at += c.length; }
    out[name] = joined;
  }
  return out;
}
