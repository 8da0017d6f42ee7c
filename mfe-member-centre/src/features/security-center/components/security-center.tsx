import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent, useHost, useSession } from 'shared-contracts/react';
import { walletBalanceQueryOptions, walletKeys } from '../../../lib/wallet-balance';
import { maskEmail, maskMobile } from '../utils/mask';
import styles from './security-center.module.css';
import { Money, apiErrorText } from 'platform-ui';

/** The "my account" page (spec §2 securityCenter): who the member is and what their wallet holds. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const profileId = useId();
  const walletId = useId();
  const passwordId = useId();
  const queryClient = useQueryClient();

  const balance = useQuery({ ...walletBalanceQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const refreshMember = useMutation({ mutationFn: () => host.session.refreshMember() });
  useBusEvent('wallet:balance-changed', () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }));

  if (!member) {
    return (
      <p role="status" className={styles.muted}>
        {t('security.loadingMember')}
      </p>
    );
  }

  const notSet = t('security.notSet');
  const { clubLabel } = member;

  return (
    <div className={styles.page}>
      <section aria-labelledby={profileId} className={styles.card}>
        <div className={styles.cardHeader}>
          <h4 id={profileId} className={styles.heading}>
            {t('security.profileTitle')}
          </h4>
          <button type="button" className={styles.button} onClick={() => refreshMember.mutate()} disabled={refreshMember.isPending}>
            {refreshMember.isPending ? t('security.refreshing') : t('security.refreshProfile')}
          </button>
        </div>
        {refreshMember.isError && (
          <p role="alert" className={styles.error}>
            {apiErrorText(refreshMember.error, t)}
          </p>
        )}
        <dl className={styles.fields}>
          <dt>{t('security.account')}</dt>
          <dd>{member.account}</dd>
          <dt>{t('security.nickname')}</dt>
          <dd>{member.nickname || notSet}</dd>
          <dt>{t('security.vipLevel')}</dt>
          <dd>
            {/* The club's colours (server data) mark the chip's edge and dot; its text keeps the
                theme's colours, so it stays readable whatever the colours are, in either theme. */}
            <span
              className={styles.club}
              style={{ borderColor: clubLabel.color2 ?? clubLabel.color }}
              data-testid="member-centre-club-label"
            >
              <span className={styles.clubDot} style={{ background: clubLabel.color ?? clubLabel.color2 }} aria-hidden="true" />
              {t('security.clubLabel', { label: clubLabel.labelName, level: clubLabel.rankLevel })}
            </span>
          </dd>
          <dt>{t('security.memberLabels')}</dt>
          <dd>
            {member.memberLabel.length === 0 ? (
              notSet
            ) : (
              <ul className={styles.labels}>
                {member.memberLabel.map((label) => (
                  <li key={label.text} className={styles.label} style={{ color: label.color, background: label.bgColor }}>
                    {label.text}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('security.customerId')}</dt>
          <dd>{member.customerId}</dd>
          <dt>{t('security.mobile')}</dt>
          <dd>{member.mobile ? maskMobile(member.mobile) : notSet}</dd>
          <dt>{t('security.email')}</dt>
          <dd>{member.email ? maskEmail(member.email) : notSet}</dd>
        </dl>
      </section>

      <section aria-labelledby={passwordId} className={styles.card}>
        <div className={styles.cardHeader}>
          <h4 id={passwordId} className={styles.heading}>
            {t('security.passwordTitle')}
          </h4>
          {/* The account remote owns the change-password form (old password, the password rule, sign-in again). */}
          <button
            type="button"
            className={styles.button}
            onClick={() => host.bus.emit('auth:login-requested', { modal: 'change-password', reason: 'member-centre' })}
          >
            {t('security.changePassword')}
          </button>
        </div>
        <p className={styles.muted}>{t('security.passwordHint')}</p>
      </section>

      <section aria-labelledby={walletId} className={styles.card}>
        <div className={styles.cardHeader}>
          <h4 id={walletId} className={styles.heading}>
            {t('security.walletTitle')}
          </h4>
          <button type="button" className={styles.button} onClick={() => void balance.refetch()} disabled={balance.isFetching}>
            {balance.isFetching ? t('security.refreshing') : t('security.refreshBalance')}
          </button>
        </div>
        {balance.isPending ? (
          <p role="status" className={styles.muted}>
            {t('security.loadingBalance')}
          </p>
        ) : balance.isError ? (
          <div role="alert" className={styles.error}>
            <p>{t('security.balanceError')}</p>
            <p>{apiErrorText(balance.error, t)}</p>
          </div>
        ) : (
          <p className={styles.balance} data-testid="member-centre-balance">
            <Money amount={balance.data.sumBalance} currencySymbol={balance.data.currencySymbol ?? member.currencySymbol} />
          </p>
        )}
      </section>
    </div>
  );
}
