import styles from './auth-form.module.css';

/** The account dialogs' look for the parts of the kit's `Field` / `TextField` (platform-ui `classes`). */
export const authFieldClasses = {
  field: styles.field,
  label: styles.label,
  input: styles.input,
  row: styles.passwordRow,
  error: styles.fieldError,
};

/**
 * What every text input of the account's dialogs carries on the kit's `TextField`: required, no
 * capitals and no spell check (usernames, codes, passwords are no prose), the dialogs' look.
 */
export const authInputProps = {
  classes: authFieldClasses,
  required: true,
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
