import { AlertDialog } from 'platform-ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link RealAccountNotice}. */
export interface RealAccountNoticeProps {
  /** `'close'` or `'register'` (`'dismiss'` on Escape). */
  onAnswer: (answer: string) => void;
}

/** The trial-account warning (spec `in_need_true_account`): close, or register a real account. */
export function RealAccountNotice({ onAnswer }: RealAccountNoticeProps) {
  const { t } = useTranslation('shell');
  return (
    <AlertDialog
      icon="warning"
      title={t('dialog.realAccountTitle')}
      text={t('common:in_need_true_account')}
      buttons={[
        { label: t('common:actions.close'), value: 'close', variant: 'secondary' },
        { label: t('common:in_increase_submit'), value: 'register' },
      ]}
      onAnswer={onAnswer}
    />
  );
}
