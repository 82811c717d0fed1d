import { useFileUpload } from '../core';
import { AudioUpload } from '../ui';
import type { FieldInputProps } from './PlainFieldInput';
import { useViewT } from './useViewT';

/** What an audio field takes: the size the upload call accepts for a sound (group `audio`). */
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The form control of an `audio` field: drop or choose a sound (mp3, wav, ogg, m4a, aac up to
 * 5 MB, checked before sending), uploaded at once to /common/file/upload in the `audio` group,
 * with a player to listen to it; the field keeps the stored URL.
 * @example
 * <AudioFieldInput field={fields.audioUrl} value={v} onChange={setV} />
 */
export function AudioFieldInput({ field: _field, value, onChange, onBlur, disabled, variant: _variant, ...aria }: FieldInputProps) {
  const t = useViewT();
  const upload = useFileUpload();
  return (
    <AudioUpload
      {...aria} value={value} onChange={onChange} disabled={disabled} maxSize={AUDIO_MAX_BYTES}
      {...(onBlur ? { onBlur } : {})}
      upload={(file) => upload(file, 'audio')}
      labels={{
        prompt: t('resource.audioDrop'), upload: t('resource.audioUpload'), uploading: t('resource.imageUploading'),
        preview: t('resource.audioPreview'), none: t('resource.audioNone'), remove: t('resource.audioRemove'),
        tooLarge: (max) => t('resource.audioTooLarge', { max }), wrongType: (accept) => t('resource.audioWrongType', { accept }),
        failed: (message) => t('resource.imageFailed', { message }),
      }}
    />
  );
}
