import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import type { PartRetry } from './lazy-part';
import { PageFailed } from './page-failed';

/**
 * The `Unavailable` of a `lazyPart` that fills its place (a page, a section, a QR code): says
 * the part could not load and offers to try again.
 */
export function PartUnavailable({ retry }: PartRetry) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return <PageFailed message={t('errors.partUnavailable')} retryLabel={t('actions.retry')} onRetry={retry} />;
}
