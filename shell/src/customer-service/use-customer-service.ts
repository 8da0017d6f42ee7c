import { useCallback } from 'react';
import { endpoints, type HostApi, type Permission } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
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

/** A click handler that opens customer service for the current member (or guest). */
export function useCustomerService(): () => void {
  const host = useHost();
  return useCallback(() => {
    void openCustomerService({
      loadServiceInfo: loadCustomerServiceInfo(host),
      rankLevel: host.session.getSnapshot().member?.clubLabel.rankLevel,
    });
  }, [host]);
}
