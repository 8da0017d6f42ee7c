import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAnnounceBalance } from 'platform-ui';
import { pointMallKeys } from '../api/point-mall-query';

/** After a redeem or convert: points, items and records re-read, the wallet balance announced. */
export function usePointsSuccess(): (reason: string) => Promise<void> {
  const queryClient = useQueryClient();
  const announceBalance = useAnnounceBalance();
  return useCallback(
    async (reason: string) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: pointMallKeys.all }), announceBalance(reason)]);
    },
    [queryClient, announceBalance],
  );
}
