import { closeWhenUnavailable } from 'platform-ui';
import type { CredentialStepProps } from './credential-step-types';

/**
 * A provider's step whose code could not load: the visitor gets no credential, as when they close
 * the provider's window (the page says "Login failure. Please try again."; the next try loads again).
 */
export const CredentialStepUnavailable = closeWhenUnavailable<CredentialStepProps>(({ onCancel }) => onCancel());
