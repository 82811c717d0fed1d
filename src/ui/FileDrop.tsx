import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import { isInvalidField } from './fieldControl';
import { cssVar, visuallyHidden } from './theme';

export interface FileDropLabels {
  /** Text of the drop zone before the choose button (default 'Drop a file here or'). */
  prompt?: string;
  /** The choose button (default 'Choose file'). */
  choose?: string;
  /** The remove button's accessible name (default 'Remove'). */
  remove?: string;
  tooLarge?: (max: string) => string;
  wrongType?: (accept: string) => string;
}

/**
 * @example
 * <FormField label="导入文件">
 *   <FileDrop accept=".xlsx,.csv" maxSize={10 * 1024 * 1024} file={file} onChange={setFile}
 *     labels={{ prompt: '将文件拖到此处，或', choose: '点击上传', remove: '移除', tooLarge: (m) => `文件不能超过 ${m}`, wrongType: (a) => `仅支持 ${a} 格式` }} />
 * </FormField>
 */
export interface FileDropProps {
  /** e.g. '.xlsx,.csv' (extensions and MIME types such as `image/*`). */
  accept?: string;
  /** bytes; larger files are refused with labels.tooLarge */
  maxSize?: number;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  labels?: FileDropLabels;
  /** Id of the choose button (FormField's label points to it). */
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
  className?: string;
}

const DEFAULT_LABELS = {
  prompt: 'Drop a file here or', choose: 'Choose file', remove: 'Remove',
  tooLarge: (max: string) => `The file must not be larger than ${max}`,
  wrongType: (accept: string) => `Only these file types are accepted: ${accept}`,
};

/**
 * A file size for people: KB under one megabyte, else MB (1 decimal, binary units).
 * @example
 * formatFileSize(1536) // '1.5 KB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${bytes === 0 ? 0 : Math.max(0.1, Math.round(bytes / 102.4) / 10)} KB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}

/** Whether a file matches an `accept` list of extensions (`.csv`) and MIME types (`text/csv`, `image/*`). */
export function fileMatchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const tokens = (accept ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return tokens.some((t) => (t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t));
}

const Zone = styled.div<{ $over: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: ${cssVar.spaceSm}; box-sizing: border-box;
  min-height: 120px; padding: ${cssVar.spaceLg}; border-radius: ${cssVar.radius}; text-align: center; font-size: ${cssVar.fontSize};
  border: 1px dashed ${(p) => (p.$over ? cssVar.primary : p.$invalid ? cssVar.danger : cssVar.border)};
  background: ${(p) => (p.$over ? cssVar.primaryLight : p.$disabled ? cssVar.bgMuted : cssVar.bg)};
  color: ${cssVar.textSecondary}; transition: border-color 0.2s, background 0.2s;
  ${(p) => (p.$disabled ? 'cursor: not-allowed;' : '')}
  > svg { color: ${(p) => (p.$over ? cssVar.primary : '#A8ABB2')}; }
`;

const Choose = styled.button`
  padding: 0; border: 0; background: none; font: inherit; color: ${cssVar.primaryInk}; cursor: pointer;
  &:hover:not(:disabled) { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; border-radius: 2px; }
  &:disabled { color: ${cssVar.textSecondary}; cursor: not-allowed; }
`;

const Chosen = styled.div`
  display: flex; align-items: center; gap: ${cssVar.spaceSm}; max-width: 100%; padding: ${cssVar.spaceXs} ${cssVar.spaceSm}; border-radius: ${cssVar.radius};
  background: ${cssVar.bgMuted}; color: ${cssVar.text};
  > span:first-of-type { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  button { display: inline-flex; padding: 2px; border: 0; background: none; color: ${cssVar.textSecondary}; cursor: pointer; }
  button:hover, button:focus-visible { color: ${cssVar.dangerInk}; }
  button:focus-visible { outline: 2px solid ${cssVar.primary}; border-radius: 2px; }
`;

// Kept in the accessibility tree while empty, so the message is announced when it appears.
const Alert = styled.div`color: ${cssVar.dangerInk}; font-size: ${cssVar.fontSizeSmall}; line-height: 18px; margin-top: ${cssVar.spaceXs}; &:empty { margin: 0; }`;

/**
 * Chooses one file by button or drag and drop (imports, uploads). The file's type is checked
 * against `accept` (a dropped file skips the browser's own filter) and its size against `maxSize`;
 * a refused file is announced and the previous choice is kept.
 * @example
 * <FormField label="导入文件">
 *   <FileDrop accept=".xlsx,.csv" maxSize={10 * 1024 * 1024} file={file} onChange={setFile}
 *     labels={{ prompt: '将文件拖到此处，或', choose: '点击上传', remove: '移除', tooLarge: (m) => `文件不能超过 ${m}`, wrongType: (a) => `仅支持 ${a} 格式` }} />
 * </FormField>
 */
export function FileDrop({ accept, maxSize, file, onChange, disabled = false, labels, id, className, ...aria }: FileDropProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const auto = useId();
  const ids = { choose: id ?? `${auto}choose`, text: `${auto}text`, prompt: `${auto}prompt`, error: `${auto}error` };
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // dragenter/dragleave fire for every child crossed; count them to know when the pointer really left.
  const depth = useRef(0);

  const take = (next: File | undefined) => {
    if (!next) return;
    if (!fileMatchesAccept(next, accept)) return setError(l.wrongType(accept ?? ''));
    if (maxSize != null && next.size > maxSize) return setError(l.tooLarge(formatFileSize(maxSize)));
    setError(null);
    onChange(next);
  };

  const drag = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    if (disabled) return;
    if (e.type === 'dragenter') depth.current += 1;
    if (e.type === 'dragleave') depth.current = Math.max(0, depth.current - 1);
    if (e.type === 'dragover') e.dataTransfer.dropEffect = 'copy';
    setOver(e.type !== 'drop' && depth.current > 0);
    if (e.type === 'drop') {
      depth.current = 0;
      take(e.dataTransfer.files[0]);
    }
  };

  const isInvalid = isInvalidField(error != null, aria['aria-invalid']);
  const describedBy = [aria['aria-describedby'], ids.prompt, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <Zone
        $over={over} $invalid={isInvalid} $disabled={disabled} data-dragover={over || undefined}
        onDragEnter={drag} onDragOver={drag} onDragLeave={drag} onDrop={drag}
      >
        <Icon name="download" size={32} style={{ transform: 'rotate(180deg)' }} />
        <div>
          <span id={ids.prompt}>{l.prompt}</span>{' '}
          <Choose
            ref={chooseRef} type="button" id={ids.choose} disabled={disabled} onClick={() => inputRef.current?.click()}
            aria-labelledby={aria['aria-labelledby'] ? `${aria['aria-labelledby']} ${ids.text}` : undefined}
            aria-describedby={describedBy} aria-invalid={isInvalid || undefined} aria-required={aria['aria-required'] || undefined}
          >
            <span id={ids.text}>{l.choose}</span>
          </Choose>
        </div>
        {file ? (
          <Chosen>
            <span>{file.name}</span>
            <span>{formatFileSize(file.size)}</span>
            {!disabled ? (
              <button type="button" aria-label={`${l.remove} ${file.name}`} title={l.remove} onClick={() => { setError(null); onChange(null); chooseRef.current?.focus(); }}>
                <Icon name="close" size={14} />
              </button>
            ) : null}
          </Chosen>
        ) : null}
        {/* The native input does the choosing; the button above is its visible, focusable face. */}
        <input
          ref={inputRef} type="file" accept={accept} disabled={disabled} tabIndex={-1} aria-hidden="true" style={visuallyHidden}
          onChange={(e) => { take(e.target.files?.[0]); e.target.value = ''; }}
        />
      </Zone>
      <Alert id={ids.error} role="alert">{error}</Alert>
    </div>
  );
}
