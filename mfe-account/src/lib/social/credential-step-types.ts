import type { ComponentType } from 'react';
import type { SocialProviderId } from './social-api';

/** Props every credential step receives. */
export interface CredentialStepProps {
  provider: SocialProviderId;
  /** The provider's credential for the platform (ID token, access token, widget payload as JSON). */
  onCredential: (credential: string) => void;
  /** The visitor closed the provider's window or refused (spec §8 "popup closed by user": the page then says "Login failure. Please try again."). */
  onCancel: () => void;
}

/**
 * How the page gets a provider credential: a component mounted when the visitor picks the
 * provider, unmounted once it has called `onCredential` or `onCancel`. It may render its own UI
 * (a dialog) or none (a provider popup it opens itself).
 *
 * A brand with the real SDKs plugs them in here (see the README, "Social login"): e.g. a Google
 * step that loads Google Identity Services and calls `onCredential(response.credential)` from
 * its callback, a Facebook step that calls `FB.login` and hands over `authResponse.accessToken`,
 * a Telegram step that opens the login widget and hands over `JSON.stringify(user)` (the signed
 * payload). The site's CSP must then allow that SDK's origin.
 */
export type CredentialStep = ComponentType<CredentialStepProps>;
