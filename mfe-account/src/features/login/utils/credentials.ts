/** What the login form holds. */
export interface Credentials {
  username: string;
  password: string;
}

/** A field error, as a key of the `account` namespace. */
export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** Username and password are trimmed before they are checked or sent (spec §5 "Login"). */
export function trimCredentials({ username, password }: Credentials): Credentials {
  return { username: username.trim(), password: password.trim() };
}

/** Spec §5: username and password are required. Expects trimmed values. */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!username) errors.username = 'login.errors.usernameRequired';
  if (!password) errors.password = 'login.errors.passwordRequired';
  return errors;
}
