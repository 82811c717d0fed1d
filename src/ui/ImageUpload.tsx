import { useId, useRef, useState, type ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from './Button';
import { fileMatchesAccept, formatFileSize } from './FileDrop';
import { Input } from './Input';
import { cssVar } from './theme';
import type { UploadFieldProps } from './UploadFieldProps';

export interface ImageUploadLabels {
  /** The upload button (上传图片). */
  upload: string;
  /** While the file goes up (上传中…). */
  uploading: string;
  /** Accessible name of the thumbnail (预览). */
  preview: string;
  /** The URL box's placeholder (或粘贴图片地址). */
  placeholder: string;
  tooLarge: (max: string) => string;
  wrongType: (accept: string) => string;
  /** A failed upload, with the server's message. */
  failed: (message: string) => string;
}

/**
 * @example
 * <ImageUpload value={url} onChange={setUrl} />
 */
export interface ImageUploadProps extends UploadFieldProps<ImageUploadLabels> {
  'aria-label'?: string;
}

const Box = styled.div`
  display: flex; gap: ${cssVar.spaceMd}; align-items: flex-start;
  .thumb { flex: none; width: 72px; height: 72px; border: 1px dashed ${cssVar.border}; border-radius: ${cssVar.radius};
    background: ${cssVar.bgMuted}; display: flex; align-items: center; justify-content: center; overflow: hidden; }
  .thumb img { width: 100%; height: 100%; object-fit: cover; }
  .side { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
  .hint { color: ${cssVar.textSecondary}; font-size: ${cssVar.fontSizeSmall}; }
`;
const Alert = styled.div`color: ${cssVar.dangerInk}; font-size: ${cssVar.fontSizeSmall}; line-height: 18px; &:empty { display: none; }`;

export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

/**
 * An image field: a thumbnail of the current URL, an upload button (type and size checked
 * before anything is sent, the server's refusal shown as it came) and the URL itself, which stays
 * editable so a link can still be pasted. The field keeps the URL; a failed upload keeps the old one.
 * @example
 * <ImageUpload value={url} onChange={setUrl} upload={sendFile} maxSize={2 * 1024 * 1024}
 *   labels={{ upload: '上传图片', uploading: '上传中…', preview: '预览', placeholder: '或粘贴图片地址',
 *     tooLarge: (m) => `图片不能超过 ${m}`, wrongType: (a) => `仅支持 ${a}`, failed: (m) => `上传失败：${m}` }} />
 */
export function ImageUpload({
  value, onChange, onBlur, upload, accept = IMAGE_ACCEPT, maxSize, disabled = false, labels, id, ...aria
}: ImageUploadProps) {
  const auto = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const errorId = `${auto}error`;
  const take = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!fileMatchesAccept(file, accept)) return setError(labels.wrongType(accept));
    if (maxSize != null && file.size > maxSize) return setError(labels.tooLarge(formatFileSize(maxSize)));
    setError(null);
    setBusy(true);
    upload(file).then((url) => { setBusy(false); onChange(url); onBlur?.(); }, (err: unknown) => {
      setBusy(false);
      const msg = (err as { msg?: unknown; message?: unknown } | null);
      setError(labels.failed(typeof msg?.msg === 'string' && msg.msg ? msg.msg : typeof msg?.message === 'string' ? msg.message : String(err)));
    });
  };
  const describedBy = [aria['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <div className="thumb" role="img" aria-label={labels.preview}>
        {value && broken !== value ? <img src={value} alt="" onError={() => setBroken(value)} /> : null}
      </div>
      <div className="side">
        <Input
          id={id} {...aria} aria-describedby={describedBy} value={value} disabled={disabled || busy} inputMode="url" autoComplete="off"
          placeholder={labels.placeholder} onChange={(e) => { setError(null); onChange(e.target.value); }} onBlur={onBlur}
        />
        <div>
          <Button loading={busy} disabled={disabled} onClick={() => fileRef.current?.click()}>{busy ? labels.uploading : labels.upload}</Button>
          {maxSize != null ? <span className="hint"> {accept} · ≤ {formatFileSize(maxSize)}</span> : null}
          <input ref={fileRef} type="file" accept={accept} hidden tabIndex={-1} aria-hidden="true" onChange={take} />
        </div>
        <Alert id={errorId} role="alert">{error ?? ''}</Alert>
      </div>
    </Box>
  );
}
