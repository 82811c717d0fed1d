/**
 * What every upload field (picture, sound) takes: the stored URL, the sender and the field's own texts.
 * @example
 * type ImageUploadProps = UploadFieldProps<ImageUploadLabels> & { 'aria-label'?: string };
 */
export interface UploadFieldProps<Labels> {
  /** The file's URL: what the field stores. */
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** Sends the file and answers its URL (e.g. through /common/file/upload); rejects with a message. */
  upload: (file: File) => Promise<string>;
  accept?: string;
  /** bytes */
  maxSize?: number;
  disabled?: boolean;
  labels: Labels;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
}
