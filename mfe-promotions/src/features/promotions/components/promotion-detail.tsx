import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml, apiErrorText, formatDate } from 'platform-ui';
import { isApiError, type PromotionDetail as Detail } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import { promotionDetailQueryOptions, promotionKeys } from '../api/promotions-query';
import { isComingSoon } from '../utils/state-actions';
import { BackToList } from './back-to-list';
import { Countdown } from './countdown';
import { PromotionActions } from './promotion-actions';
import { PromotionImage } from './promotion-image';
import { StateBadge } from './state-badge';
import ui from '../../../components/ui.module.css';
import styles from './promotion-detail.module.css';

function Period({ startTime, endTime }: Pick<Detail, 'startTime' | 'endTime'>) {
  const { t } = useTranslation();
  const language = useHostLanguage();
  if (startTime === undefined && endTime === undefined) return null;
  const text =
    startTime !== undefined && endTime !== undefined
      ? t('detail.period', { start: formatDate(startTime, language), end: formatDate(endTime, language) })
      : startTime !== undefined
        ? t('detail.starts', { start: formatDate(startTime, language) })
        : t('detail.ends', { end: formatDate(endTime ?? 0, language) });
  return <p className={ui.muted}>{text}</p>;
}

function DetailView({ promotion }: { promotion: Detail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening a detail is a page change for keyboard and screen-reader users: land on its title.
  useEffect(() => headingRef.current?.focus(), [promotion.id]);

  return (
    <article className={styles.detail} data-testid="promotion-detail" aria-labelledby={`promotion-title-${promotion.id}`}>
      <BackToList />
      <PromotionImage src={promotion.image} className={styles.detailImage} priority />
      {/* The title and state stand in a header: the content's HTML may repeat the title in its own heading. */}
      <header className={styles.header}>
        <h2 ref={headingRef} id={`promotion-title-${promotion.id}`} tabIndex={-1} className={styles.title}>
          {promotion.title}
        </h2>
        <StateBadge state={promotion.state} />
      </header>
      <Period startTime={promotion.startTime} endTime={promotion.endTime} />
      {isComingSoon(promotion.state) && promotion.startTime !== undefined ? (
        <Countdown target={promotion.startTime} onDone={() => void queryClient.invalidateQueries({ queryKey: promotionKeys.all })} />
      ) : null}
      {promotion.summary ? <p className={styles.lead}>{promotion.summary}</p> : null}
      <PromotionActions promotion={promotion} />
      {promotion.content ? (
        <div data-testid="promotion-content">
          <SafeHtml className={`${ui.panel} ${styles.content}`} html={promotion.content} />
        </div>
      ) : (
        <p className={ui.muted}>{t('detail.noContent')}</p>
      )}
      {promotion.terms ? (
        <section className={styles.section} aria-labelledby={`terms-${promotion.id}`}>
          <h3 id={`terms-${promotion.id}`}>{t('detail.terms')}</h3>
          <div data-testid="promotion-terms">
            <SafeHtml className={`${ui.panel} ${styles.content}`} html={promotion.terms} />
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** One promotion in full (`/promotions?id=N`, `/promoDetail?id=N`), with the caller's state. */
export function PromotionDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const session = useSession();
  const detail = useQuery(promotionDetailQueryOptions(host.api, id, language, session.token));

  if (detail.isPending) {
    return (
      <div className={styles.detail}>
        <BackToList />
        <p role="status" aria-busy="true">
          {t('detail.loading')}
        </p>
      </div>
    );
  }
  if (detail.isError) {
    const isMissing = isApiError(detail.error) && (detail.error.errorCode === 'resource.not.found' || detail.error.status === 404);
    return (
      <div className={styles.detail}>
        <BackToList />
        <div role="alert" className={ui.error}>
          <p>{isMissing ? t('detail.notFound') : apiErrorText(detail.error, t)}</p>
          {isMissing ? null : (
            <button type="button" className={ui.secondary} onClick={() => void detail.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </button>
          )}
        </div>
      </div>
    );
  }
  return <DetailView promotion={detail.data} />;
}
