import { useEffect, useRef } from 'react';
import type { CredentialStepProps } from './credential-step-types';

/**
 * A provider's step whose code could not load: the visitor gets no credential, as when they close
 * the provider's window (the page says "Login failure. Please try again."; the next try loads again).
 */
export function CredentialStepUnavailable({ onCancel }: CredentialStepProps) {
  const cancelled = useRef(false);
  useEffect(() => {
    if (cancelled.current) return;
    cancelled.current = true;
    onCancel();
  });
  return null;
}
