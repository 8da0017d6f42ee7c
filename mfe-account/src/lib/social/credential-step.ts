import { lazyPart } from 'platform-ui';
import type { CredentialStep } from './credential-step-types';
import { CredentialStepUnavailable } from './credential-step-unavailable';
import type { SocialProviderId } from './social-api';

/** Loaded when a provider's step first opens: the registration page's first screen shows only the icons (issue 19). */
const ReferenceCredentialStep = lazyPart(
  'the social credential step',
  () =>
    import(/* webpackChunkName: "reference-credential-step" */ './reference-credential-step').then(
      (module) => module.ReferenceCredentialStep,
    ),
  CredentialStepUnavailable,
);

export type { CredentialStep, CredentialStepProps } from './credential-step-types';

/**
 * The credential step of each provider. The reference build uses the reference step for all three
 * (the vendors' scripts cannot load here): it stands in for the provider's window and asks the
 * reference API for the credential the provider would hand over.
 */
export const CREDENTIAL_STEPS: Readonly<Record<SocialProviderId, CredentialStep>> = {
  google: ReferenceCredentialStep,
  facebook: ReferenceCredentialStep,
  telegram: ReferenceCredentialStep,
};
