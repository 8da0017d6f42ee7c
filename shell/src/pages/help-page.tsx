import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml, apiErrorText } from 'platform-ui';
import { endpoints, type ApiClient } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { openFeedback } from '../feedback/open-feedback';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './help-page.module.css';

/** The help centre (`system.helpCenter`), per language. */
export const helpCenterQueryOptions = (api: ApiClient, language: string) =>
  queryOptions({
    queryKey: ['shell', 'help-center', language] as const,
    queryFn: ({ signal }) => api.call(endpoints.helpCenter, { query: { language } }, { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * The help centre (`/help`, the registration agreement's target, and `/helpmc` without header):
 * categories as tabs, each article as a disclosure with its sanitized HTML; below, the feedback form
 * for a question the articles do not answer.
 */
export function HelpPage() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const help = useQuery(helpCenterQueryOptions(host.api, language));
  const [activeId, setActiveId] = useState<number | null>(null);
  useDocumentTitle(t('help.title'));

  const categories = help.data?.categories ?? [];
  const active = categories.find((category) => category.id === activeId) ?? categories[0];

  return (
    <section className={styles.page} aria-labelledby="help-title">
      <h1 id="help-title">{t('help.title')}</h1>
      {help.isPending ? (
        <p role="status">{t('help.loading')}</p>
      ) : help.isError ? (
        <div role="alert" className={styles.error}>
          <p>{apiErrorText(help.error, t)}</p>
          <button type="button" className={styles.button} onClick={() => void help.refetch()}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : categories.length === 0 || !active ? (
        <p>{t('help.empty')}</p>
      ) : (
        <div className={styles.body}>
          <nav aria-label={t('help.categories')}>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.id}>
                  <button
                    type="button"
                    className={styles.category}
                    aria-current={category.id === active.id ? 'true' : undefined}
                    onClick={() => setActiveId(category.id)}
                  >
                    {category.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.articles}>
            <h2>{active.title}</h2>
            {active.items.map((item) => (
              <details key={item.id} className={styles.article}>
                <summary>{item.title}</summary>
                <SafeHtml className={styles.content} html={item.content} />
              </details>
            ))}
          </div>
        </div>
      )}
      {/* Below the articles once they have answered: shown while they load, the articles arriving
          would push it a screen down while the player reads it (CLS, issue 47.4). */}
      {!help.isPending && (
        <aside className={styles.feedback} aria-labelledby="help-feedback-title">
          <h2 id="help-feedback-title">{t('feedback.helpTitle')}</h2>
          <p>{t('feedback.helpText')}</p>
          <button type="button" className={styles.button} onClick={() => openFeedback(host)}>
            {t('feedback.open')}
          </button>
        </aside>
      )}
    </section>
  );
}
