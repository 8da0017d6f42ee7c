import { useId, type RefObject } from 'react';
import styles from '../login/components/login-form.module.css';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A labelled password input with its error under it (described by it, marked invalid). */
export function PasswordField({ label, name, value, onChange, error, autoComplete, inputRef }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className={styles.input}
        type="password"
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
