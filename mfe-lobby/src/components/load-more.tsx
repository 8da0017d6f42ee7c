import { useApiErrorText } from 'platform-ui';
import { useTranslation } from 'react-i18next';
import buttonStyles from './button.module.css';
import { ErrorPanel } from './status-panel';

/** What {@link LoadMore} reads of an infinite query (TanStack Query's `useInfiniteQuery` result). */
export interface MorePages {
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of a list of games that has more pages: "Load more" (disabled, "Loading…", while a page
 * is on its way), or, when the next page failed, the failure in words with a retry. Nothing once the
 * last page is in.
 */
export function LoadMore({ pages }: { pages: MorePages }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorText();
  if (pages.isFetchNextPageError)
    return <ErrorPanel title={t('games.moreError')} detail={errorMessage(pages.error)} onRetry={() => void pages.fetchNextPage()} />;
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.secondary}`}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? t('games.loadingMore') : t('games.loadMore')}
    </button>
  );
}
