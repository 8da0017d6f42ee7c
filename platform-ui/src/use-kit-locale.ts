import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEC_CONSTANTS } from 'shared-contracts';
import { HostContext } from 'shared-contracts/react';

/**
 * The player's language and the brand's currency symbol as the kit formats with them: the language
 * of the app's i18next instance (which follows `i18n:language-changed`) and the host's brand symbol
 * (`$` outside a host, e.g. in a unit test or the style guide).
 */
export function useKitLocale(): { language: string; currencySymbol: string } {
  const { i18n } = useTranslation();
  const host = useContext(HostContext);
  return { language: i18n?.language || 'en', currencySymbol: host?.brand.currencySymbol ?? SPEC_CONSTANTS.defaultCurrencySymbol };
}
