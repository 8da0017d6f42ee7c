import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createIdempotencyKey } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, PageFrame, useAnnounceBalance, useFormat } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { claimReward, rewardsKeys, rewardsQueryOptions } from '../api/rewards-queries';
import { walletBalanceQueryOptions } from '../../../lib/wallet-balance';

/**
 * The reward centre (spec §2 rewardCenter): claimable, claimed and expired rewards; claim one or
 * all. Each reward's claim has its own idempotency key, kept until that claim succeeds, so a retry
 * (or "claim all" after a failed single claim) never credits a reward twice.
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const { money, dateTime } = useFormat();
  const rewards = useQuery({ ...rewardsQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const announceBalance = useAnnounceBalance({ balanceQuery: walletBalanceQueryOptions });
  const keys = useRef(new Map<number, string>());
  const [claimed, setClaimed] = useState<{ count: number; amount: number } | null>(null);

  const claim = useMutation({
    mutationFn: async (ids: number[]) => {
      let amount = 0;
      let count = 0;
      for (const rewardId of ids) {
        const key = keys.current.get(rewardId) ?? createIdempotencyKey();
        keys.current.set(rewardId, key);
        const value = await claimReward(host.api, rewardId, key);
        keys.current.delete(rewardId);
        amount += value.reward.amount;
        count += 1;
      }
      return { count, amount };
    },
    onMutate: () => setClaimed(null),
    onSuccess: (result) => setClaimed(result),
    onSettled: async (result) => {
      await queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
      if (result && result.count > 0) await announceBalance('reward');
    },
  });

  const list = rewards.data?.list ?? [];
  const claimable = list.filter((reward) => reward.status === 'claimable');
  return (
    <PageFrame
      loading={rewards.isPending}
      error={rewards.error}
      onRetry={() => void rewards.refetch()}
      empty={list.length === 0 ? t('rewards.empty') : false}
    >
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.cardHeader}`}>
          <p className={styles.heading}>
            {t('rewards.claimable', { amount: money(rewards.data?.claimableAmount ?? 0), count: claimable.length })}
          </p>
          <button
            type="button"
            className={styles.primary}
            disabled={claim.isPending || claimable.length === 0}
            onClick={() => claim.mutate(claimable.map((reward) => reward.id))}
          >
            {t('rewards.claimAll')}
          </button>
        </div>
        {claim.isError ? (
          <p role="alert" className={styles.alert}>
            {apiErrorText(claim.error, t)}
          </p>
        ) : null}
        {claimed ? (
          <p role="status" className={styles.success}>
            {t('rewards.claimed', { count: claimed.count, amount: money(claimed.amount) })}
          </p>
        ) : null}
        <ul className={styles.list} aria-label={t('rewards.listLabel')}>
          {list.map((reward) => (
            <li key={reward.id} className={styles.row}>
              <span>
                <strong>{reward.title}</strong>
                <br />
                <span className={styles.hint}>
                  {reward.status === 'claimed' && reward.claimedAt
                    ? t('rewards.claimedAt', { date: dateTime(reward.claimedAt) })
                    : reward.status === 'claimable'
                      ? t('rewards.claimBy', { date: dateTime(reward.expiresAt) })
                      : t('rewards.expiresAt', { date: dateTime(reward.expiresAt) })}
                </span>
              </span>
              <span>{money(reward.amount)}</span>
              <span className={styles.badge}>{t(`rewards.status.${reward.status}`)}</span>
              {reward.status === 'claimable' ? (
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t('rewards.claimOne', { title: reward.title })}
                  disabled={claim.isPending}
                  onClick={() => claim.mutate([reward.id])}
                >
                  {t('rewards.claim')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </PageFrame>
  );
}
