import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './field.module.css';

/** What a {@link Field} hands its input so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** The error in words (translated), shown under the input. */
  error?: string | undefined;
  /** A hint under the input (limits, format). */
  hint?: ReactNode;
  /** The wrapper's class, for a remote's own layout (the kit's grid otherwise). */
  className?: string | undefined;
  /** Renders the control with the id and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field with its hint and its error under the control: the control is labelled by
 * the label, described by the hint and the error, and `aria-invalid` while there is an error.
 */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: ReactNode;
  /** The input's react-hook-form registration (name, ref, change and blur). */
  field: UseFormRegisterReturn;
  /** The error in words (translated), shown under the input. */
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  autoComplete?: string | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string | undefined;
  required?: boolean | undefined;
  /** Shown before the input on its row (a country picker). */
  before?: ReactNode;
  /** Shown after the input on its row (a send-code button). */
  after?: ReactNode;
  className?: string | undefined;
  inputClassName?: string | undefined;
}

/**
 * A labelled text input registered with react-hook-form, its hint and its error under it ({@link Field}).
 * react-hook-form focuses the first invalid field in the order fields were registered: `register()`
 * in a TextField's props runs in the form's render, inside a Field's render prop in the Field's
 * own, later one; a form that mixes the two may focus another field first.
 */
export function TextField({
  label,
  field,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  required,
  before,
  after,
  className,
  inputClassName,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => {
        const input = (
          <input
            {...field}
            {...control}
            className={inputClassName ?? styles.input}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            required={required}
          />
        );
        return before || after ? (
          <div className={styles.row}>
            {before}
            {input}
            {after}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
