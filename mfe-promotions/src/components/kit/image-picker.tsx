import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import styles from './kit.module.css';

/** Images accepted by {@link ImagePicker}: png or jpg. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** At most 5 MB per image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** At most 3 images. */
export const IMAGE_MAX_COUNT = 3;

/** Why a picked file was refused. */
export type ImageRefusal = { reason: 'type' | 'size' | 'count'; name: string };

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** Visible label of the picker. */
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Translated texts. */
  texts: { add: string; remove: (name: string) => string; refusal: (refusal: ImageRefusal) => string; hint: string };
  disabled?: boolean;
}

function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')), [files]);
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Picks up to 3 png/jpg images of at most 5 MB each, previews them with a remove button, and says
 * why a file was refused. Stand-in for platform-ui's ImagePicker until it lands.
 */
export function ImagePicker({ label, files, onChange, texts, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  const previews = usePreviews(files);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted: File[] = [...files];
    const refused: ImageRefusal[] = [];
    for (const file of picked) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) refused.push({ reason: 'type', name: file.name });
      else if (file.size > IMAGE_MAX_BYTES) refused.push({ reason: 'size', name: file.name });
      else if (accepted.length >= IMAGE_MAX_COUNT) refused.push({ reason: 'count', name: file.name });
      else accepted.push(file);
    }
    setRefusals(refused);
    if (accepted.length !== files.length) onChange(accepted);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.pickerLabel}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {texts.hint}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        multiple
        aria-describedby={hintId}
        className={styles.fileInput}
        disabled={disabled || files.length >= IMAGE_MAX_COUNT}
        onChange={handleChange}
      />
      {refusals.length > 0 ? (
        <ul role="alert" className={styles.refusals}>
          {refusals.map((refusal, i) => (
            <li key={i}>{texts.refusal(refusal)}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.previews}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className={styles.preview}>
              {previews[i] ? <img src={previews[i]} alt={file.name} className={styles.previewImage} /> : <span>{file.name}</span>}
              <button
                type="button"
                className={styles.remove}
                aria-label={texts.remove(file.name)}
                disabled={disabled}
                onClick={() => {
                  setRefusals([]);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
