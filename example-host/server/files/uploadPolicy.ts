/**
 * What may be uploaded: at most 10 MB of images, PDF, spreadsheets (xlsx, csv), plain text
 * and Word documents. The extension decides the type, and the first bytes must agree with it,
 * so a renamed executable is refused. SVG is left out on purpose: it can carry scripts and
 * would run them when opened from our origin.
 */
import { ApiFail, CODE } from '../types';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

type Sniff = (b: Uint8Array) => boolean;
const starts = (...sig: number[]): Sniff => (b) => sig.every((x, i) => b[i] === x);
const ZIP = starts(0x50, 0x4b, 0x03, 0x04);
const OLE = starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
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
};

export const ALLOWED_EXTENSIONS = Object.keys(TYPES);

const extOf = (name: string): string => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The canonical content type of an allowed file name, or null. */
export const contentTypeOf = (name: string): string | null => TYPES[extOf(name)]?.mime ?? null;

/** Refuses a name whose type is not allowed (400) or a size above the limit (413). */
export function checkNameAndSize(name: string, size: number): string {
  if (size > MAX_UPLOAD_BYTES) throw new ApiFail(CODE.tooLarge, '文件大小不能超过10MB');
  const t = TYPES[extOf(name)];
  if (!t) throw new ApiFail(CODE.badRequest, `不支持的文件类型，仅允许：图片(png/jpg/gif/webp/bmp)、pdf、xlsx、csv、txt、doc、docx`, 'file');
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
 * Checks one uploaded file and answers its content type.
 * @example
 * checkUpload('photo.png', bytes) // 'image/png', or throws ApiFail 400 / 413
 * checkUpload('a.pdf', bytes, 'image') // throws: the image group takes pictures only
 */
export function checkUpload(name: string, bytes: Uint8Array, group?: unknown): string {
  const mime = checkNameAndSize(name, bytes.length);
  if (group === 'image') checkImage(name, bytes.length);
  if (bytes.length === 0) throw new ApiFail(CODE.badRequest, '文件内容为空', 'file');
  if (!TYPES[extOf(name)]!.sniff(bytes)) throw new ApiFail(CODE.badRequest, '文件内容与扩展名不符', 'file');
  return mime;
}
