import { checkRealAccount, type HostApi } from 'shared-contracts';
import { useUiStore } from '../stores/ui-store';

/**
 * Opens the feedback form where players look for help (the customer-service submenu, the help
 * centre). Sending needs a session (the platform refuses guests): a guest gets the login modal, a
 * trial account the real-account warning.
 */
export function openFeedback(host: Pick<HostApi, 'session' | 'bus'>): void {
  const check = checkRealAccount(host.session.getSnapshot());
  if (check === 'login-required') host.bus.emit('auth:login-requested', { modal: 'login' });
  else if (check === 'real-account-required') host.bus.emit('auth:real-account-required', { feature: 'feedback' });
  else useUiStore.getState().openModal('feedback');
}
