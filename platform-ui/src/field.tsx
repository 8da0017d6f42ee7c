import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './field.module.css';

/** What a {@link Field} hands its input so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  /** `true` only while the field has an error (absent otherwise), as {@link errorAttributes} gives it. */
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Class names that replace the kit's on a field's parts, for a remote whose forms have their own
 * look (mfe-account's dialogs); a part not named keeps the kit's.
 */
export interface FieldClasses {
  field?: string | undefined;
  label?: string | undefined;
  input?: string | undefined;
  /** The row of a control with something before or after it ({@link TextField}'s `before`/`after`). */
  row?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** The error in words (translated), shown under the input. */
  error?: string | undefined;
  /** A hint under the input (limits, format). */
  hint?: ReactNode;
  /** The control's id (one of React's `useId` otherwise), for a control another element names (`aria-controls`). */
  id?: string | undefined;
  /** Ids of elements outside the field that describe it too (a form's intro above it), read before the hint and the error. */
  describedBy?: string | undefined;
  /** The wrapper's class, for a remote's own layout (the kit's grid otherwise). */
  className?: string | undefined;
  /** Classes of the field's parts ({@link FieldClasses}); `className` wins for the wrapper. */
  classes?: FieldClasses | undefined;
  /** Renders the control with the id and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field with its hint and its error under the control: the control is labelled by
 * the label, described by the hint and the error, and `aria-invalid` while there is an error.
 */
export function Field({ label, error, hint, id: givenId, describedBy: outside, className, classes, children }: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [outside || null, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? classes?.field ?? styles.field}>
      <label htmlFor={id} className={classes?.label ?? styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={classes?.hint ?? styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classes?.error ?? styles.error}>
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
  /** `none` and `spellCheck={false}` for what is no prose (a username, a code, a password). */
  autoCapitalize?: HTMLAttributes<HTMLInputElement>['autoCapitalize'];
  spellCheck?: boolean | undefined;
  placeholder?: string | undefined;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  /** Shown before the input on its row (a country picker). */
  before?: ReactNode;
  /** Shown after the input on its row (a send-code button, a show-password toggle). */
  after?: ReactNode;
  /** The input's id ({@link FieldProps.id}). */
  id?: string | undefined;
  /** Ids of elements outside the field that describe the input too ({@link FieldProps.describedBy}). */
  describedBy?: string | undefined;
  className?: string | undefined;
  inputClassName?: string | undefined;
  /** Classes of the field's parts ({@link FieldClasses}); `inputClassName` wins for the input. */
  classes?: FieldClasses | undefined;
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
  autoCapitalize,
  spellCheck,
  placeholder,
  required,
  maxLength,
  before,
  after,
  id,
  describedBy,
  className,
  inputClassName,
  classes,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} describedBy={describedBy} className={className} classes={classes}>
      {(control) => {
        const input = (
          <input
            {...field}
            {...control}
            className={inputClassName ?? classes?.input ?? styles.input}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            autoCapitalize={autoCapitalize}
            spellCheck={spellCheck}
            placeholder={placeholder}
            required={required}
            maxLength={maxLength}
          />
        );
        return before || after ? (
          <div className={classes?.row ?? styles.row}>
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
