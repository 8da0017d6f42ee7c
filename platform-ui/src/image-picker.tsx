import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS } from 'shared-contracts';
import { KIT_NAMESPACE } from './kit-i18n';
import styles from './image-picker.module.css';

/** Why a chosen file was not added. */
export type ImageRefusalReason = 'wrongType' | 'tooBig' | 'tooMany';

/** A file the picker did not add, and why. */
export interface ImageRefusal {
  name: string;
  reason: ImageRefusalReason;
}

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** The images chosen so far (controlled). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** At most this many images (spec: 3). */
  max?: number;
  /** At most this many bytes each (spec: 5 MB). */
  maxBytes?: number;
  /** Accepted MIME types (spec: PNG and JPEG). */
  accept?: readonly string[];
  /** The add button's text (translated); the kit's "Add images" by default. */
  label?: string;
  disabled?: boolean;
  /** Told about every refused file too (the picker shows the refusals itself). */
  onRefuse?: (refusals: ImageRefusal[]) => void;
}

const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

function isAccepted(file: File, accept: readonly string[]): boolean {
  if (file.type) return accept.includes(file.type);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return accept.some((type) => EXTENSIONS[type]?.includes(extension));
}

/**
 * Sorts chosen files into the ones to add and the ones refused: a wrong type, too big, or beyond
 * the count (checked in that order, against the images already chosen).
 */
export function screenImages(
  chosen: readonly File[],
  alreadyChosen: number,
  { max, maxBytes, accept }: { max: number; maxBytes: number; accept: readonly string[] },
): { added: File[]; refused: ImageRefusal[] } {
  const added: File[] = [];
  const refused: ImageRefusal[] = [];
  for (const file of chosen) {
    if (!isAccepted(file, accept)) refused.push({ name: file.name, reason: 'wrongType' });
    else if (file.size > maxBytes) refused.push({ name: file.name, reason: 'tooBig' });
    else if (alreadyChosen + added.length >= max) refused.push({ name: file.name, reason: 'tooMany' });
    else added.push(file);
  }
  return { added, refused };
}

function Preview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    // The URL exists only once created here, and is revoked when the file leaves or the picker unmounts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className={styles.image} src={url} alt={alt} /> : <span className={styles.image} />;
}

/**
 * Image upload field (promotion applications, feedback, deposit receipts): PNG or JPG, at most 5 MB
 * each and 3 in all by default; previews (object URLs, revoked on removal and unmount), a remove
 * button per image, and a translated message for each refused file.
 */
export function ImagePicker({
  value,
  onChange,
  max = SPEC_CONSTANTS.uploadImages.maxCount,
  maxBytes = SPEC_CONSTANTS.uploadImages.maxBytes,
  accept = SPEC_CONSTANTS.uploadImages.types,
  label,
  disabled = false,
  onRefuse,
}: ImagePickerProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  // A stable key per File, so removing one image does not remount (and re-create) the others' previews.
  const keys = useRef(new WeakMap<File, number>());
  const nextKey = useRef(0);
  const keyOf = (file: File) => {
    let key = keys.current.get(file);
    if (key === undefined) {
      nextKey.current += 1;
      key = nextKey.current;
      keys.current.set(file, key);
    }
    return key;
  };
  const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const isFull = value.length >= max;

  const handleFiles = (list: FileList | null) => {
    const chosen = list ? Array.from(list) : [];
    if (inputRef.current) inputRef.current.value = '';
    if (chosen.length === 0) return;
    const { added, refused } = screenImages(chosen, value.length, { max, maxBytes, accept });
    setRefusals(refused);
    if (refused.length > 0) onRefuse?.(refused);
    if (added.length > 0) onChange([...value, ...added]);
  };

  const handleRemove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setRefusals([]);
    inputRef.current?.focus();
  };

  return (
    <div className={styles.picker}>
      <div className={styles.add}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className={styles.input}
          accept={accept.join(',')}
          // Several files in one pick even when fewer places are left: the picker refuses the excess
          // with "at most N" rather than letting the browser silently keep only one.
          multiple={max > 1}
          disabled={disabled || isFull}
          aria-describedby={hintId}
          onChange={(event) => handleFiles(event.target.files)}
        />
        <label htmlFor={inputId} className={styles.button} data-disabled={disabled || isFull || undefined}>
          {label ?? t('imagePicker.choose')}
        </label>
        <span id={hintId} className={styles.hint}>
          {t('imagePicker.hint', { maxMb, max })}
        </span>
      </div>
      {refusals.length > 0 && (
        <ul role="alert" className={styles.refusals}>
          {refusals.map((refusal, index) => (
            <li key={`${refusal.name}-${index}`}>{t(`imagePicker.${refusal.reason}`, { name: refusal.name, maxMb, max })}</li>
          ))}
        </ul>
      )}
      {value.length > 0 && (
        <ul className={styles.previews}>
          {value.map((file, index) => (
            <li key={keyOf(file)} className={styles.preview}>
              <Preview file={file} alt={t('imagePicker.preview', { name: file.name })} />
              <button
                type="button"
                className={styles.remove}
                disabled={disabled}
                aria-label={t('imagePicker.remove', { name: file.name })}
                onClick={() => handleRemove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
