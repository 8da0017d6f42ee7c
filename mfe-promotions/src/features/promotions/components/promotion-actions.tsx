import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KIT_NAMESPACE,
  apiErrorText,
  closeWhenUnavailable,
  formatDateTime,
  lazyPart,
  useAnnounceBalance,
  useFormat,
  useIntentKeys,
} from 'platform-ui';
import type { PromotionDetail } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import { useRealAccountCheck } from '../../../hooks/use-real-account-check';
import { claimPromotion, drawRaffle, promotionKeys, winnersQueryOptions } from '../api/promotions-query';
import { actionLabelKey, stateKey } from '../utils/state-actions';
import type { ApplyDialogProps } from './apply-dialog';
import ui from '../../../components/ui.module.css';
import styles from './promotion-detail.module.css';

type ApplyProps = ApplyDialogProps & { onUnavailable: () => void };

/**
 * The application form (react-hook-form, the image picker) loads when a member opens it. If its
 * code cannot load, it closes as Cancel would and the action says so; the next Apply loads it again.
 */
const ApplyDialog = lazyPart<ApplyProps>(
  'the application form',
  () => import(/* webpackChunkName: "apply-dialog" */ './apply-dialog').then((module) => module.ApplyDialog),
  closeWhenUnavailable<ApplyProps>(({ onClose, onUnavailable }) => {
    onClose();
    onUnavailable();
  }),
);

function WinnerBoard() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  const winners = useQuery(winnersQueryOptions(host.api, language));
  if (winners.isPending) return <p role="status">{t('raffle.winnersLoading')}</p>;
  if (winners.isError) return <p role="alert">{apiErrorText(winners.error, t)}</p>;
  if (winners.data.length === 0) return <p className={ui.muted}>{t('raffle.noWinners')}</p>;
  return (
    <ol className={styles.winners} aria-label={t('raffle.winners')}>
      {winners.data.map(({ vo }, i) => (
        <li key={i}>
          <span>{vo.account}</span> <strong>{figures.money(vo.winAmount)}</strong>
        </li>
      ))}
    </ol>
  );
}

/**
 * What the member can do with a promotion in its current state (spec §4): apply (or apply again
 * after a rejection), claim an issued bonus, draw a raffle; the other states say where things
 * stand. Guests are asked to log in, trial accounts are told a real account is needed.
 */
export function PromotionActions({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  const queryClient = useQueryClient();
  const checkAccount = useRealAccountCheck();
  const announceBalance = useAnnounceBalance();
  const [isApplyOpen, setApplyOpen] = useState(false);
  // The form's code could not load: said where the action's failure shows.
  const [isApplyUnavailable, setApplyUnavailable] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const keys = useIntentKeys();
  const { action } = promotion;

  const claim = useMutation({
    mutationFn: async (): Promise<{ amount?: number | undefined; nextClaimAt?: number }> => {
      if (action !== 'draw') return claimPromotion(host.api, promotion.id, keys.keyFor({ promotionId: promotion.id, action }));
      const drawn = await drawRaffle(host.api, promotion.id, keys.keyFor({ promotionId: promotion.id, action }));
      return { amount: drawn.prize, nextClaimAt: drawn.nextClaimAt };
    },
    onSuccess: async ({ amount, nextClaimAt }) => {
      keys.retire();
      const done = amount !== undefined ? t('claim.doneAmount', { amount: figures.money(amount) }) : t('claim.done');
      setNotice(nextClaimAt !== undefined ? `${done} ${t('raffle.next', { date: formatDateTime(nextClaimAt, language) })}` : done);
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      await announceBalance(action === 'draw' ? 'raffle' : 'promotion-claim');
    },
  });

  const handleAction = () => {
    setNotice(null);
    setApplyUnavailable(false);
    if (!checkAccount(`promotion:${promotion.id}`)) return;
    if (action === 'apply') setApplyOpen(true);
    else claim.mutate();
  };

  return (
    <div className={styles.actions}>
      {promotion.application?.rejectReason && promotion.state === 'rejected' ? (
        <p className={ui.muted}>{t('apply.reviewRemark', { remark: promotion.application.rejectReason })}</p>
      ) : null}
      {action !== 'none' ? (
        <button type="button" className={ui.primary} onClick={handleAction} disabled={claim.isPending}>
          {claim.isPending ? t('claim.sending') : t(`actions.${actionLabelKey(promotion)}`)}
        </button>
      ) : (
        <p className={ui.muted}>{t(`stateHelp.${stateKey(promotion.state)}`)}</p>
      )}
      {notice ? (
        <p role="status" className={ui.success}>
          {notice}
        </p>
      ) : null}
      {claim.isError ? (
        <p role="alert" className={ui.fieldError}>
          {apiErrorText(claim.error, t)}
        </p>
      ) : null}
      {isApplyUnavailable ? (
        <p role="alert" className={ui.fieldError}>
          {t('errors.partUnavailable', { ns: KIT_NAMESPACE })}
        </p>
      ) : null}
      {promotion.kind === 'raffle' ? (
        <section aria-labelledby={`winners-${promotion.id}`} className={styles.section}>
          <h3 id={`winners-${promotion.id}`}>{t('raffle.winners')}</h3>
          <WinnerBoard />
        </section>
      ) : null}
      {isApplyOpen ? (
        <Suspense fallback={<p role="status">{t('apply.opening')}</p>}>
          <ApplyDialog
            promotionId={promotion.id}
            promotionTitle={promotion.title}
            onClose={() => setApplyOpen(false)}
            onUnavailable={() => setApplyUnavailable(true)}
            onApplied={() => {
              setApplyOpen(false);
              setNotice(t('apply.done'));
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
