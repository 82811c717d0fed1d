import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { FileDrop } from './FileDrop';
import { cssVar } from './theme';
import type { UploadFieldProps } from './UploadFieldProps';

export interface AudioUploadLabels {
  /** The drop zone's prompt (将音频文件拖到此处，或). */
  prompt: string;
  /** The choose button (上传音频). */
  upload: string;
  /** While the file goes up (上传中…). */
  uploading: string;
  /** Accessible name of the player (试听). */
  preview: string;
  /** No sound yet (尚未上传音频). */
  none: string;
  /** Removes the sound from the field (移除音频). */
  remove: string;
  tooLarge: (max: string) => string;
  wrongType: (accept: string) => string;
  /** A failed upload, with the server's message. */
  failed: (message: string) => string;
}

/**
 * @example
 * <AudioUpload value={url} onChange={setUrl} upload={sendFile} labels={labels} />
 */
export type AudioUploadProps = UploadFieldProps<AudioUploadLabels>;

/** The sound types the upload policy takes (extensions: a dropped file skips the browser's filter). */
export const AUDIO_ACCEPT = '.mp3,.wav,.ogg,.m4a,.aac';

const Box = styled.div`
  display: flex; flex-direction: column; gap: ${cssVar.spaceSm};
  .player { display: flex; align-items: center; gap: ${cssVar.spaceSm}; min-height: 40px; color: ${cssVar.textSecondary}; font-size: 13px; }
  .player audio { width: 100%; max-width: 360px; height: 40px; }
  .player button { padding: 0; border: 0; background: none; font: inherit; color: ${cssVar.dangerInk}; cursor: pointer; white-space: nowrap; }
  .player button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; border-radius: 2px; }
`;
const Alert = styled.div`color: ${cssVar.dangerInk}; font-size: ${cssVar.fontSizeSmall}; line-height: 18px; &:empty { display: none; }`;

/**
 * An audio field: a drop zone (FileDrop: type and size checked before anything is sent) that
 * uploads the chosen file at once, and a player of the stored sound to listen to it before saving.
 * The field keeps the URL; a refused upload keeps the previous sound and shows the server's message.
 * @example
 * <AudioUpload value={url} onChange={setUrl} upload={sendFile} maxSize={5 * 1024 * 1024}
 *   labels={{ prompt: '将音频文件拖到此处，或', upload: '上传音频', uploading: '上传中…', preview: '试听', none: '尚未上传音频',
 *     remove: '移除音频', tooLarge: (m) => `音频不能超过 ${m}`, wrongType: (a) => `仅支持 ${a}`, failed: (m) => `上传失败：${m}` }} />
 */
export function AudioUpload({
  value, onChange, onBlur, upload, accept = AUDIO_ACCEPT, maxSize, disabled = false, labels, id, ...aria
}: AudioUploadProps) {
  const auto = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${auto}error`;
  const take = (next: File | null) => {
    if (!next) { setFile(null); return; }
    setFile(next);
    setError(null);
    setBusy(true);
    upload(next).then((url) => { setBusy(false); onChange(url); onBlur?.(); }, (err: unknown) => {
      setBusy(false);
      setFile(null);
      const e = err as { msg?: unknown; message?: unknown } | null;
      setError(labels.failed(typeof e?.msg === 'string' && e.msg ? e.msg : typeof e?.message === 'string' ? e.message : String(err)));
    });
  };
  const describedBy = [aria['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <FileDrop
        {...aria} aria-describedby={describedBy} id={id} accept={accept} disabled={disabled || busy} file={file} onChange={take}
        {...(maxSize != null ? { maxSize } : {})}
        labels={{ prompt: labels.prompt, choose: busy ? labels.uploading : labels.upload, remove: labels.remove, tooLarge: labels.tooLarge, wrongType: labels.wrongType }}
      />
      <div className="player">
        {value ? (
          <>
            {/* Prompt sounds are chimes without speech: there is nothing to caption. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio controls preload="none" src={value} aria-label={labels.preview} />
            {!disabled ? <button type="button" onClick={() => { setFile(null); onChange(''); onBlur?.(); }}>{labels.remove}</button> : null}
          </>
        ) : <span>{labels.none}</span>}
      </div>
      <Alert id={errorId} role="alert">{error ?? ''}</Alert>
    </Box>
  );
}
