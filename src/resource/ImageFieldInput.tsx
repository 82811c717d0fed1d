import { useFileUpload } from '../core';
import { ImageUpload } from '../ui';
import type { FieldInputProps } from './PlainFieldInput';
import { useViewT } from './useViewT';

/** What an image field takes: the size the upload call accepts for a picture. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The form control of an `image` field: upload through /common/file/upload (png, jpg, gif or webp
 * up to 2 MB, checked before sending) with a thumbnail, keeping the stored URL in the field.
 * @example
 * <ImageFieldInput field={fields.logo} value={v} onChange={setV} />
 */
export function ImageFieldInput({ field: _field, value, onChange, onBlur, disabled, variant: _variant, ...aria }: FieldInputProps) {
  const t = useViewT();
  const upload = useFileUpload();
  return (
    <ImageUpload
      {...aria} value={value} onChange={onChange} disabled={disabled} maxSize={IMAGE_MAX_BYTES}
      {...(onBlur ? { onBlur } : {})}
      upload={(file) => upload(file, 'image')}
      labels={{
        upload: t('resource.imageUpload'), uploading: t('resource.imageUploading'), preview: t('resource.imagePreview'),
        placeholder: t('resource.imagePlaceholder'), tooLarge: (max) => t('resource.imageTooLarge', { max }),
        wrongType: (accept) => t('resource.imageWrongType', { accept }), failed: (message) => t('resource.imageFailed', { message }),
      }}
    />
  );
}
