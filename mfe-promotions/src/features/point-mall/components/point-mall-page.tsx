import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, apiErrorText, formatMoney, localeTag } from 'platform-ui';
import type { pointsItemSchema } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import type { z } from 'zod';
import { useRealAccountCheck } from '../../../hooks/use-real-account-check';
import { pointsBalanceQueryOptions, pointsConfigQueryOptions, pointsItemsQueryOptions } from '../api/point-mall-query';
import { ConvertDialog } from './convert-dialog';
import { RedeemDialog } from './redeem-dialog';
import { RedemptionRecords } from './redemption-records';
import styles from './point-mall.module.css';

type Item = z.infer<typeof pointsItemSchema>;

/** Why an item cannot be redeemed now, shown before the member tries. */
export function unavailableReason(item: Item, points: number | null): 'soldOut' | 'notEnoughPoints' | null {
  if (item.status === 'SOLD_OUT' || item.quantity <= 0) return 'soldOut';
  if (points !== null && points < item.pointsRequired) return 'notEnoughPoints';
  return null;
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
  const currency = session.member?.currencySymbol ?? host.brand.currencySymbol;
  const config = useQuery(pointsConfigQueryOptions(host.api));
  const items = useQuery(pointsItemsQueryOptions(host.api));
  const balance = useQuery(pointsBalanceQueryOptions(host.api, session.token));
  const [redeeming, setRedeeming] = useState<Item | null>(null);
  const [isConverting, setConverting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const isMember = !!session.token;
  const points = balance.data?.points ?? null;

  const failed = config.error ?? items.error;
  const handleRedeem = (item: Item) => {
    setNotice(null);
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
          <section className={styles.summary} aria-label={t('mall.summary')}>
            {isMember ? (
              <dl className={styles.figures}>
                <div>
                  <dt>{t('mall.points')}</dt>
                  <dd data-testid="points-balance">{balance.isSuccess ? balance.data.points.toLocaleString(localeTag(language)) : '…'}</dd>
                </div>
                <div>
                  <dt>{t('mall.ratio')}</dt>
                  <dd>{t('mall.ratioValue', { points: config.data.pointsRatio, amount: formatMoney(1, { currencySymbol: currency, language }) })}</dd>
                </div>
                {balance.isSuccess ? (
                  <div>
                    <dt>{t('mall.convertible')}</dt>
                    <dd>{formatMoney(balance.data.convertibleAmount, { currencySymbol: currency, language })}</dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <p>
                {t('mall.guest')}{' '}
                <button type="button" className={styles.primary} onClick={() => checkAccount('points-mall')}>
                  {t('mall.login')}
                </button>
              </p>
            )}
            {balance.isError ? <p role="alert">{apiErrorText(balance.error, t)}</p> : null}
            {isMember && balance.isSuccess ? (
              <button
                type="button"
                className={styles.secondary}
                disabled={balance.data.points < config.data.minConvertPoints}
                onClick={() => {
                  setNotice(null);
                  if (checkAccount('points-convert')) setConverting(true);
                }}
              >
                {t('mall.convert')}
              </button>
            ) : null}
            {isMember && balance.isSuccess && balance.data.points < config.data.minConvertPoints ? (
              <p className={styles.muted}>{t('mall.convertMinimum', { min: config.data.minConvertPoints })}</p>
            ) : null}
          </section>
          {notice ? (
            <p role="status" className={styles.success}>
              {notice}
            </p>
          ) : null}
          <section aria-labelledby="point-mall-items" className={styles.section}>
            <h2 id="point-mall-items">{t('mall.items')}</h2>
            {items.data.length === 0 ? <p className={styles.muted}>{t('mall.noItems')}</p> : null}
            <ul className={styles.items}>
              {items.data.map((item) => {
                const reason = unavailableReason(item, points);
                return (
                  <li key={item.id} className={styles.item}>
                    <article aria-labelledby={`point-item-${item.id}`}>
                      <h3 id={`point-item-${item.id}`}>{item.name}</h3>
                      <dl className={styles.itemFacts}>
                        <div>
                          <dt>{t('mall.type')}</dt>
                          <dd>{t(`mall.types.${item.type}`)}</dd>
                        </div>
                        <div>
                          <dt>{t('mall.left')}</dt>
                          <dd>{t('mall.leftValue', { count: item.quantity, units: item.units })}</dd>
                        </div>
                        <div>
                          <dt>{t('mall.pointsRequired')}</dt>
                          <dd>{item.pointsRequired.toLocaleString(localeTag(language))}</dd>
                        </div>
                        <div>
                          <dt>{t('mall.amountRequired')}</dt>
                          <dd>{formatMoney(item.amountRequired, { currencySymbol: currency, language })}</dd>
                        </div>
                        {item.type === 'CASH' ? (
                          <div>
                            <dt>{t('mall.worth')}</dt>
                            <dd>{formatMoney(item.amount, { currencySymbol: currency, language })}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {item.remark ? <p className={styles.muted}>{item.remark}</p> : null}
                      {reason ? <p className={styles.unavailable}>{t(`mall.${reason}`)}</p> : null}
                      <button
                        type="button"
                        className={styles.primary}
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
          {isMember ? <RedemptionRecords /> : null}
          {redeeming && points !== null ? (
            <RedeemDialog
              item={redeeming}
              points={points}
              onClose={() => setRedeeming(null)}
              onRedeemed={(message) => {
                setRedeeming(null);
                setNotice(message);
              }}
            />
          ) : null}
          {isConverting && balance.data ? (
            <ConvertDialog
              points={balance.data.points}
              pointsRatio={config.data.pointsRatio}
              minConvertPoints={config.data.minConvertPoints}
              currencySymbol={currency}
              onClose={() => setConverting(false)}
              onConverted={(message) => {
                setConverting(false);
                setNotice(message);
              }}
            />
          ) : null}
        </>
      ) : null}
    </PageFrame>
  );
}
