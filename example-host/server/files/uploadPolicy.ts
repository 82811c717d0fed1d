/**
 * What may be uploaded: at most 10 MB of images, PDF, spreadsheets (xlsx, csv), plain text
 * and Word documents, and sounds (mp3, wav, ogg, m4a, aac) of at most 5 MB. The extension decides the type, and the first bytes must agree with it,
 * so a renamed executable is refused. SVG is left out on purpose: it can carry scripts and
 * would run them when opened from our origin.
 */
import { ApiFail, CODE } from '../types';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

type Sniff = (b: Uint8Array) => boolean;
const starts = (...sig: number[]): Sniff => (b) => sig.every((x, i) => b[i] === x);
const ZIP = starts(0x50, 0x4b, 0x03, 0x04);
const OLE = starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** An MPEG audio frame header: 11 sync bits, a layer that is not 'reserved'. */
const MPEG_FRAME: Sniff = (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 && ((b[1] ?? 0) & 0x06) !== 0;
/** An AAC ADTS header: 12 sync bits, layer 00. */
const ADTS: Sniff = (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xf6) === 0xf0;
/** Text: no NUL byte in the first 8 KB. */
const TEXT: Sniff = (b) => !b.subarray(0, 8192).includes(0);

const TYPES: Record<string, { mime: string; sniff: Sniff }> = {
  png: { mime: 'image/png', sniff: starts(0x89, 0x50, 0x4e, 0x47) },
  jpg: { mime: 'image/jpeg', sniff: starts(0xff, 0xd8, 0xff) },
  jpeg: { mime: 'image/jpeg', sniff: starts(0xff, 0xd8, 0xff) },
  gif: { mime: 'image/gif', sniff: starts(0x47, 0x49, 0x46, 0x38) },
  webp: { mime: 'image/webp', sniff: (b) => starts(0x52, 0x49, 0x46, 0x46)(b) && starts(0x57, 0x45, 0x42, 0x50)(b.subarray(8)) },
  bmp: { mime: 'image/bmp', sniff: starts(0x42, 0x4d) },
  pdf: { mime: 'application/pdf', sniff: starts(0x25, 0x50, 0x44, 0x46) },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sniff: ZIP },
  csv: { mime: 'text/csv', sniff: TEXT },
  txt: { mime: 'text/plain', sniff: TEXT },
  doc: { mime: 'application/msword', sniff: OLE },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sniff: ZIP },
  mp3: { mime: 'audio/mpeg', sniff: (b) => starts(0x49, 0x44, 0x33)(b) || MPEG_FRAME(b) },
  wav: { mime: 'audio/wav', sniff: (b) => starts(0x52, 0x49, 0x46, 0x46)(b) && starts(0x57, 0x41, 0x56, 0x45)(b.subarray(8)) },
  ogg: { mime: 'audio/ogg', sniff: starts(0x4f, 0x67, 0x67, 0x53) },
  m4a: { mime: 'audio/mp4', sniff: (b) => starts(0x66, 0x74, 0x79, 0x70)(b.subarray(4)) },
  aac: { mime: 'audio/aac', sniff: (b) => ADTS(b) || starts(0x41, 0x44, 0x49, 0x46)(b) },
};

export const ALLOWED_EXTENSIONS = Object.keys(TYPES);

const extOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The canonical content type of an allowed file name, or null. */
export const contentTypeOf = (name: string): string | null => TYPES[extOf(name)]?.mime ?? null;

/** Refuses a name whose type is not allowed (400) or a size above the limit (413). */
export function checkNameAndSize(name: string, size: number): string {
  if (size > MAX_UPLOAD_BYTES) throw new ApiFail(CODE.tooLarge, '文件大小不能超过10MB');
  const t = TYPES[extOf(name)];
  if (!t) throw new ApiFail(CODE.badRequest, `不支持的文件类型，仅允许：图片(png/jpg/gif/webp/bmp)、音频(mp3/wav/ogg/m4a/aac)、pdf、xlsx、csv、txt、doc、docx`, 'file');
  if (AUDIO_EXTENSIONS.includes(extOf(name)) && size > MAX_AUDIO_BYTES) throw new ApiFail(CODE.tooLarge, AUDIO_TOO_LARGE, 'file');
  return t.mime;
}

/** What the `image` group (pictures of forms: banners, covers, QR codes) takes: raster images up to 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

function checkImage(name: string, size: number): void {
  if (!IMAGE_EXTENSIONS.includes(extOf(name))) throw new ApiFail(CODE.badRequest, '图片仅支持 png、jpg、gif、webp、bmp 格式', 'file');
  if (size > MAX_IMAGE_BYTES) throw new ApiFail(CODE.tooLarge, '图片大小不能超过2MB', 'file');
}

/**
 * What the `audio` group (prompt sounds) takes: sounds only, up to 5 MB. A sound in another group
 * has the same cap (checkNameAndSize). A client that names the group in the query string as well
 * (ours does) is cut off while the body streams in (see `uploadBodyLimit`), not after 10 MB.
 */
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'm4a', 'aac'];
export const AUDIO_TOO_LARGE = '音频大小不能超过5MB';

function checkAudio(name: string): void {
  if (!AUDIO_EXTENSIONS.includes(extOf(name))) throw new ApiFail(CODE.badRequest, '音频仅支持 mp3、wav、ogg、m4a、aac 格式', 'file');
}

/**
 * The most bytes an upload of `group` may have in total, as the body streams in: the group's own
 * cap when it has a smaller one than the 10 MB of every file.
 * @example
 * groupUploadLimit('audio') // 5 MB
 */
export function groupUploadLimit(group: string | null): number {
  if (group === 'audio') return MAX_AUDIO_BYTES;
  if (group === 'image') return MAX_IMAGE_BYTES;
  return MAX_UPLOAD_BYTES;
}

/**
 * Checks one uploaded file and answers its content type.
 * @example
 * checkUpload('photo.png', bytes) // 'image/png', or throws ApiFail 400 / 413
 * checkUpload('a.pdf', bytes, 'image') // throws: the image group takes pictures only
 * checkUpload('ding.mp3', bytes, 'audio') // 'audio/mpeg'
 */
export function checkUpload(name: string, bytes: Uint8Array, group?: unknown): string {
  const mime = checkNameAndSize(name, bytes.length);
  if (group === 'image') checkImage(name, bytes.length);
  if (group === 'audio') checkAudio(name);
  if (bytes.length === 0) throw new ApiFail(CODE.badRequest, '文件内容为空', 'file');
  if (!TYPES[extOf(name)]!.sniff(bytes)) throw new ApiFail(CODE.badRequest, '文件内容与扩展名不符', 'file');
  return mime;
}
