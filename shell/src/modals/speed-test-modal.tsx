import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog, apiErrorText, useFormat } from 'platform-ui';
import { useHost } from 'shared-contracts/react';
import { domainRouteQueryOptions } from '../queries/shell-queries';
import styles from './modals.module.css';

/** The address a domain of the router answer opens at (https unless it names its scheme). */
export function domainHref(domain: string): string | undefined {
  const value = domain.trim();
  if (!value) return undefined;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The speed test of the customer-service menu: the router answer's domains (`system.domainRoute`),
 * fastest first with the speed the platform measured, each opening in a new tab; "Test again" asks
 * again.
 */
export function SpeedTestModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const format = useFormat();
  const route = useQuery(domainRouteQueryOptions(host.api));
  const domains = [...(route.data?.domainList ?? [])].sort((a, b) => a.speed - b.speed);

  return (
    <Dialog
      title={t('speedTest.title')}
      onClose={onClose}
      testId="speed-test-modal"
      footer={
        <button type="button" className={styles.secondary} disabled={route.isFetching} onClick={() => void route.refetch()}>
          {route.isFetching ? t('speedTest.testing') : t('speedTest.again')}
        </button>
      }
    >
      {route.isPending ? (
        <p role="status" className={styles.muted}>
          {t('speedTest.testing')}
        </p>
      ) : route.isError ? (
        <p role="alert" className={styles.error}>
          {apiErrorText(route.error, t)}
        </p>
      ) : domains.length === 0 ? (
        <p className={styles.muted}>{t('speedTest.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('speedTest.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('speedTest.domain')}</th>
              <th scope="col">{t('speedTest.speed')}</th>
            </tr>
          </thead>
          <tbody>
            {domains.map((item, index) => {
              const href = domainHref(item.domain);
              return (
                <tr key={item.domain}>
                  <td>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {item.domain}
                      </a>
                    ) : (
                      item.domain
                    )}
                    {index === 0 ? <span className={styles.badge}>{t('speedTest.fastest')}</span> : null}
                  </td>
                  <td>{t('speedTest.ms', { value: format.number(item.speed) })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
