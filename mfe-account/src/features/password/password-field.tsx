import { useId, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import styles from '../login/components/login-form.module.css';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Shown before the input on its row (the country picker of a mobile number). */
  before?: ReactNode;
  /** Shown after the input on its row (the SMS button of a code). */
  after?: ReactNode;
}

/** A labelled, required input with its error under it (described by it, marked invalid). */
export function TextField({ label, name, value, onChange, error, type = 'text', autoComplete, inputMode, inputRef, before, after }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      className={styles.input}
      type={type}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      inputMode={inputMode}
      required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {before || after ? (
        <div className={styles.passwordRow}>
          {before}
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'> & { autoComplete: 'current-password' | 'new-password' };

/** A labelled password input with its error under it. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
