import { formatMoney } from './format-money';
import { useKitLocale } from './use-kit-locale';
import styles from './money.module.css';

/** Props of {@link Money}. */
export interface MoneyProps {
  amount: number;
  /** Overrides the brand's symbol (read from the host). */
  currencySymbol?: string;
  /** Overrides the player's language (read from the app's i18next instance). */
  language?: string;
  /** Colours a negative amount with the danger colour and a positive one with the success colour. */
  signed?: boolean;
  className?: string;
}

/**
 * An amount in the brand currency with 2 decimals in the player's language ({@link formatMoney}),
 * in a `<data>` element whose `value` is the plain number (for tests and copy).
 */
export function Money({ amount, currencySymbol, language, signed = false, className }: MoneyProps) {
  const locale = useKitLocale();
  const text = formatMoney(amount, { currencySymbol: currencySymbol ?? locale.currencySymbol, language: language ?? locale.language });
  const tone = signed ? (amount < 0 ? styles.negative : amount > 0 ? styles.positive : '') : '';
  return (
    <data value={String(amount)} className={[styles.money, tone, className].filter(Boolean).join(' ')}>
      {text}
    </data>
  );
}
