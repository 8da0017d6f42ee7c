import type { PlatformEventBus } from 'shared-contracts';
import { useUiStore } from '../stores/ui-store';

/**
 * Says "Your session has ended. Please log in again." whenever the platform ends the session
 * (a 401 or the not-logged-in code on any call, a rejected `?token=`, an expired stored token).
 * Subscribed when the host is created, not when the layout mounts, so an end that happens during
 * start-up is not missed; the toast store shows one message however many calls fail together.
 */
export function connectSessionNotices(bus: PlatformEventBus): () => void {
  return bus.on('auth:session-expired', () => useUiStore.getState().pushToast('common:errors.sessionExpired'));
}
