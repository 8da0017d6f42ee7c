import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '../../components/form/auth-form.module.css';
import { errorAttributes } from 'platform-ui';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string;
  /** The input's react-hook-form registration (name, ref, change and blur). */
  field: UseFormRegisterReturn;
  /** The error in words, shown under the input. */
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown before the input on its row (the country picker of a mobile number). */
  before?: ReactNode;
  /** Shown after the input on its row (the SMS button of a code). */
  after?: ReactNode;
}

/** A labelled, required input with its error under it (described by it, marked invalid). */
export function TextField({ label, field, error, type = 'text', autoComplete, inputMode, before, after }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = (
    <input
      {...field}
      id={id}
      className={styles.input}
      type={type}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      inputMode={inputMode}
      required
      {...errorAttributes(errorId, Boolean(error))}
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
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A labelled password input with its error under it. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" />;
}
