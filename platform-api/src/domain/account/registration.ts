import { formatPatternMessage, validateRegistration, type RegistrationFieldIssue } from 'shared-contracts';
import type { AppContext } from '../../http/context';
import type { FieldErrors } from '../../http/failure';
import type { Renderable } from '../../i18n/localized';
import { REGISTRATION_MESSAGES_VI } from '../../db/content/messages';
import { registerSettingsOf } from './register-settings';

// The registration rules' messages (shared-contracts `validateRegistration`), as field errors.

/** A registration rule's message (shared-contracts `validateRegistration`) in the reader's language. */
export function registrationIssueText(issue: RegistrationFieldIssue): Renderable {
  return {
    render: (language) =>
      language === 'EN'
        ? issue.message
        : formatPatternMessage(REGISTRATION_MESSAGES_VI[issue.messageKey] ?? issue.message, issue.min ?? 0, issue.max ?? 0),
  };
}

/** The field errors of `validateRegistration`'s issues. */
export function registrationFieldErrors(issues: Partial<Record<string, RegistrationFieldIssue>>): FieldErrors {
  return Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, registrationIssueText(issue!)]));
}

/** Checks a new password against the registration password rule; returns the message or null. */
export function passwordRuleError(ctx: AppContext, password: string): Renderable | null {
  const settings = registerSettingsOf(ctx);
  const issues = validateRegistration(
    { username: 'placeholder', password, confirmPassword: password },
    { password: settings.password! },
    'username',
  );
  return issues.password ? registrationIssueText(issues.password) : null;
}
