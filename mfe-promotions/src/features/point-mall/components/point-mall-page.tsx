import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorText,
  closeWhenUnavailable,
  KIT_NAMESPACE,
  lazyPart,
  PageFrame,
  type PartRetry,
  PartUnavailable,
  useFormat,
} from 'platform-ui';
import type { pointsItemSchema } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import type { z } from 'zod/mini';
import { useRealAccountCheck } from '../../../hooks/use-real-account-check';
import { useRealAccountNotice } from '../../../hooks/use-real-account-notice';
import type { PasswordConfirmDialogProps } from './password-confirm-dialog';
import ui from '../../../components/ui.module.css';
import {
  convertPoints,
  pointsBalanceQueryOptions,
  pointsConfigQueryOptions,
  pointsItemsQueryOptions,
  redeemItem,
} from '../api/point-mall-query';
import styles from './point-mall.module.css';

// The password check (react-hook-form, the dialog) loads when a member redeems or converts, and the
// records table (TanStack Table) when a member's page shows it: a guest's mall needs neither
// (issue 19: /pointMall loaded both on its first screen, about 36 KiB gzip). A chunk that cannot
// load must not take the mall with it: the dialog closes as Cancel would (the page says it could not
// open; the next Redeem or Convert loads it again), and the records say so in their place with a retry.
type ConfirmProps = PasswordConfirmDialogProps & { onUnavailable: () => void };
const PasswordConfirmDialog = lazyPart<ConfirmProps>(
  'the password confirm dialog',
  () => import(/* webpackChunkName: "password-confirm" */ './password-confirm-dialog').then((module) => module.PasswordConfirmDialog),
  closeWhenUnavailable<ConfirmProps>(({ onClose, onUnavailable }) => {
    onClose();
    onUnavailable();
  }),
);

/** The records' place when their code could not load: their heading, and a retry. */
function RecordsUnavailable({ retry }: PartRetry) {
  const { t } = useTranslation();
  return (
    <section className={ui.section} aria-labelledby="point-mall-records">
      <h2 id="point-mall-records">{t('mall.records')}</h2>
      <PartUnavailable retry={retry} />
    </section>
  );
}

const RedemptionRecords = lazyPart(
  'the redemption records',
  () => import(/* webpackChunkName: "redemption-records" */ './redemption-records').then((module) => module.RedemptionRecords),
  RecordsUnavailable,
);

type Item = z.infer<typeof pointsItemSchema>;

/** Why an item cannot be redeemed now, shown before the member tries. */
export function unavailableReason(item: Item, points: number | null): 'soldOut' | 'notEnoughPoints' | null {
  if (item.status === 'SOLD_OUT' || item.quantity <= 0) return 'soldOut';
  if (points !== null && points < item.pointsRequired) return 'notEnoughPoints';
  return null;
}

/** The most of an item one redemption may take: stock, the API's 100, and the member's points. */
export function mostRedeemable(item: Item, points: number): number {
  return Math.max(1, Math.min(item.quantity, 100, Math.floor(points / item.pointsRequired)));
}

/** What the convert dialog starts with: all the points that convert (whole steps of the ratio). */
export function convertibleDefault(points: number, ratio: number, min: number): number {
  const whole = Math.floor(points / ratio) * ratio;
  return whole >= min ? whole : min;
}

/**
 * The points mall (`/pointMall`): the member's points and the ratio, convert, the items with what
 * each needs (sold out and not enough points said before trying), redeem, and the redemption records.
 * Guests see the items and are asked to log in to redeem.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const session = useSession();
  const checkAccount = useRealAccountCheck();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  // A trial account has no points to show or use: it is told so on arrival and browses as a guest.
  const { isTrial, showNotice } = useRealAccountNotice('points-mall');
  const isMember = !!session.token && !isTrial;
  const config = useQuery(pointsConfigQueryOptions(host.api));
  const items = useQuery(pointsItemsQueryOptions(host.api, language));
  const balance = useQuery(pointsBalanceQueryOptions(host.api, isMember ? session.token : null));
  const [redeeming, setRedeeming] = useState<Item | null>(null);
  const [isConverting, setConverting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The password dialog's code could not load: said where the action's result shows.
  const [isDialogUnavailable, setDialogUnavailable] = useState(false);
  const points = balance.data?.points ?? null;

  const failed = config.error ?? items.error;
  const handleRedeem = (item: Item) => {
    setNotice(null);
    setDialogUnavailable(false);
    if (checkAccount('points-redeem')) setRedeeming(item);
  };

  return (
    <PageFrame
      title={t('mall.title')}
      headingLevel={1}
      loading={config.isPending || items.isPending}
      error={failed}
      onRetry={() => {
        void config.refetch();
        void items.refetch();
      }}
    >
      {config.data && items.data ? (
        <>
          <section className={`${ui.panel} ${styles.summary}`} aria-label={t('mall.summary')}>
            {isMember ? (
              <dl className={ui.figures}>
                <div>
                  <dt>{t('mall.points')}</dt>
                  <dd data-testid="points-balance">
                    {balance.isSuccess ? figures.number(balance.data.points, { maximumFractionDigits: 2 }) : '…'}
                  </dd>
                </div>
                <div>
                  <dt>{t('mall.ratio')}</dt>
                  <dd>
                    {t('mall.ratioValue', {
                      points: figures.number(config.data.pointsRatio, { maximumFractionDigits: 2 }),
                      amount: figures.money(1),
                    })}
                  </dd>
                </div>
                {balance.isSuccess ? (
                  <div>
                    <dt>{t('mall.convertible')}</dt>
                    <dd>{figures.money(balance.data.convertibleAmount)}</dd>
                  </div>
                ) : null}
              </dl>
            ) : isTrial ? (
              <p>
                {t('mall.trial')}{' '}
                <button type="button" className={ui.secondary} onClick={showNotice}>
                  {t('referral.why')}
                </button>
              </p>
            ) : (
              <p>
                {t('mall.guest')}{' '}
                <button type="button" className={ui.primary} onClick={() => checkAccount('points-mall')}>
                  {t('mall.login')}
                </button>
              </p>
            )}
            {balance.isError ? <p role="alert">{apiErrorText(balance.error, t)}</p> : null}
            {isMember && balance.isSuccess ? (
              <button
                type="button"
                className={ui.secondary}
                disabled={balance.data.points < config.data.minConvertPoints}
                onClick={() => {
                  setNotice(null);
                  setDialogUnavailable(false);
                  if (checkAccount('points-convert')) setConverting(true);
                }}
              >
                {t('mall.convert')}
              </button>
            ) : null}
            {isMember && balance.isSuccess && balance.data.points < config.data.minConvertPoints ? (
              <p className={ui.muted}>
                {t('mall.convertMinimum', { min: figures.number(config.data.minConvertPoints, { maximumFractionDigits: 2 }) })}
              </p>
            ) : null}
          </section>
          {notice ? (
            <p role="status" className={ui.success}>
              {notice}
            </p>
          ) : null}
          {isDialogUnavailable ? (
            <p role="alert" className={ui.fieldError}>
              {t('errors.partUnavailable', { ns: KIT_NAMESPACE })}
            </p>
          ) : null}
          <section aria-labelledby="point-mall-items" className={ui.section}>
            <h2 id="point-mall-items">{t('mall.items')}</h2>
            {items.data.length === 0 ? <p className={ui.muted}>{t('mall.noItems')}</p> : null}
            <ul className={styles.items}>
              {items.data.map((item) => {
                const reason = unavailableReason(item, points);
                return (
                  <li key={item.id} className={styles.item}>
                    <article aria-labelledby={`point-item-${item.id}`} className={ui.panel}>
                      <h3 id={`point-item-${item.id}`}>{item.name}</h3>
                      <dl className={styles.itemFacts}>
                        <div>
                          <dt>{t('mall.type')}</dt>
                          <dd>{t(`mall.types.${item.type}`)}</dd>
                        </div>
                        <div>
                          <dt>{t('mall.left')}</dt>
                          <dd>
                            {t('mall.leftValue', {
                              quantity: figures.number(item.quantity, { maximumFractionDigits: 2 }),
                              units: item.units,
                            })}
                          </dd>
                        </div>
                        <div>
                          <dt>{t('mall.pointsRequired')}</dt>
                          <dd>{figures.number(item.pointsRequired, { maximumFractionDigits: 2 })}</dd>
                        </div>
                        <div>
                          <dt>{t('mall.amountRequired')}</dt>
                          <dd>{figures.money(item.amountRequired)}</dd>
                        </div>
                        {item.type === 'CASH' ? (
                          <div>
                            <dt>{t('mall.worth')}</dt>
                            <dd>{figures.money(item.amount)}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {item.remark ? <p className={ui.muted}>{item.remark}</p> : null}
                      {reason ? <p className={styles.unavailable}>{t(`mall.${reason}`)}</p> : null}
                      <button
                        type="button"
                        className={ui.primary}
                        disabled={reason !== null}
                        aria-describedby={`point-item-${item.id}`}
                        onClick={() => handleRedeem(item)}
                      >
                        {t('mall.redeem')}
                      </button>
                    </article>
                  </li>
                );
              })}
            </ul>
          </section>
          {isMember ? (
            <Suspense fallback={<p role="status">{t('mall.recordsLoading')}</p>}>
              <RedemptionRecords />
            </Suspense>
          ) : null}
          {/* One boundary for the password check, whichever action opened it. */}
          <Suspense fallback={<p role="status">{t('mall.opening')}</p>}>
            {redeeming && points !== null ? (
              <PasswordConfirmDialog
                title={t('mall.redeemTitle', { name: redeeming.name })}
                description={t('mall.redeemCost', {
                  points: figures.number(redeeming.pointsRequired, { maximumFractionDigits: 2 }),
                  units: redeeming.units,
                })}
                amount={{
                  label: t('mall.quantity'),
                  min: 1,
                  max: mostRedeemable(redeeming, points),
                  defaultValue: 1,
                  error: t('mall.errors.quantity', {
                    max: figures.number(mostRedeemable(redeeming, points), { maximumFractionDigits: 2 }),
                  }),
                }}
                confirmLabel={t('mall.redeemConfirm')}
                reason="points-redeem"
                onConfirm={async ({ amount, password }, idempotencyKey) => {
                  const result = await redeemItem(host.api, { itemId: redeeming.id, quantity: amount, password }, idempotencyKey);
                  return t('mall.redeemed', { name: redeeming.name, points: figures.number(result.points, { maximumFractionDigits: 2 }) });
                }}
                onClose={() => setRedeeming(null)}
                onUnavailable={() => setDialogUnavailable(true)}
                onDone={(message) => {
                  setRedeeming(null);
                  setNotice(message);
                }}
              />
            ) : null}
            {isConverting && balance.data ? (
              <PasswordConfirmDialog
                title={t('mall.convertTitle')}
                amount={{
                  label: t('mall.convertPoints'),
                  min: config.data.minConvertPoints,
                  max: balance.data.points,
                  step: config.data.pointsRatio,
                  defaultValue: convertibleDefault(balance.data.points, config.data.pointsRatio, config.data.minConvertPoints),
                  error: t('mall.errors.points', {
                    min: figures.number(config.data.minConvertPoints, { maximumFractionDigits: 2 }),
                    max: figures.number(balance.data.points, { maximumFractionDigits: 2 }),
                    step: figures.number(config.data.pointsRatio, { maximumFractionDigits: 2 }),
                  }),
                  hint: (value) =>
                    t('mall.convertAmount', {
                      amount: figures.money(value / config.data.pointsRatio),
                    }),
                }}
                confirmLabel={t('mall.convertConfirm')}
                reason="points-convert"
                onConfirm={async ({ amount, password }, idempotencyKey) => {
                  const result = await convertPoints(host.api, { points: amount, password }, idempotencyKey);
                  return t('mall.converted', { amount: figures.money(result.amount) });
                }}
                onClose={() => setConverting(false)}
                onUnavailable={() => setDialogUnavailable(true)}
                onDone={(message) => {
                  setConverting(false);
                  setNotice(message);
                }}
              />
            ) : null}
          </Suspense>
        </>
      ) : null}
    </PageFrame>
  );
}
