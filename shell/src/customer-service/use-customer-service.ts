import { useCallback } from 'react';
import { endpoints, type HostApi, type Permission } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useUiStore } from '../stores/ui-store';
import { openCustomerService } from './open-customer-service';

/** Loads the customer-service list with a fresh status call (the snapshot's list when that fails). */
export function loadCustomerServiceInfo(host: HostApi): () => Promise<Permission['info']['customerService']> {
  return async () => {
    try {
      const permission = await host.api.call(endpoints.systemStatus, { query: { url: window.location.host } });
      return permission.info.customerService;
    } catch (error) {
      const cached = host.system.getSnapshot()?.permission.info.customerService;
      if (cached && cached.length > 0) return cached;
      throw error;
    }
  };
}

/**
 * A click handler that opens customer service for the current member (or guest), and says so when
 * it cannot: a window the browser blocked ("The pop-up was blocked by your browser"), or a service
 * whose address could not be had ("This could not be opened").
 */
export function useCustomerService(): () => void {
  const host = useHost();
  return useCallback(() => {
    void openCustomerService({
      loadServiceInfo: loadCustomerServiceInfo(host),
      rankLevel: host.session.getSnapshot().member?.clubLabel.rankLevel,
    }).then((outcome) => {
      if (outcome === 'blocked') useUiStore.getState().pushToast('common:errors.popupBlocked');
      else if (outcome === 'unavailable') useUiStore.getState().pushToast('toast.unavailable');
    });
  }, [host]);
}
