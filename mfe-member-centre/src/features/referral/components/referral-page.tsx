import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { CopyButton } from '../../../components/copy-button';
import { QrCode } from '../../../components/qr-code';
import { PageFrame, useFormat } from 'platform-ui';
import { SafeHtml } from 'platform-ui/safe-html';
import styles from '../../../components/ui.module.css';
import { referralQueryOptions } from '../api/referral-queries';

/** The absolute invite link: the platform may answer a path (`/?r=CODE`). */
export function absoluteLink(link: string, origin: string): string {
  try {
    return new URL(link, origin).toString();
  } catch {
    return link;
  }
}

/**
 * Invite friends (spec §2 referral; shown only when the member's REFERRAL promotion is on): the
 * invite link and code to copy or share, its QR code (spec §9 defaults), invitations and earnings.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const { money, dateTime } = useFormat();
  const linkId = useId();
  const inviteesId = useId();
  const rulesId = useId();
  const referral = useQuery({ ...referralQueryOptions(host.api, member?.account ?? ''), enabled: !!member });
  const data = referral.data;
  const link = data?.referralLink ? absoluteLink(data.referralLink, window.location.origin) : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <PageFrame
      loading={referral.isPending}
      error={referral.error}
      onRetry={() => void referral.refetch()}
      empty={!!data && !data.referralCode ? t('referral.noCode') : false}
    >
      {data ? (
        <div className={styles.page}>
          <section className={styles.card} aria-labelledby={linkId}>
            <h4 id={linkId} className={styles.heading}>
              {t('referral.yourLink')}
            </h4>
            <dl className={styles.stats}>
              <div>
                <dt>{t('referral.code')}</dt>
                <dd>
                  {data.referralCode} {data.referralCode ? <CopyButton value={data.referralCode} label={t('referral.copyCode')} /> : null}
                </dd>
              </div>
              {link ? (
                <div>
                  <dt>{t('referral.link')}</dt>
                  <dd style={{ overflowWrap: 'anywhere', fontSize: '0.95rem' }}>
                    {link} <CopyButton value={link} label={t('referral.copyLink')} />
                    {canShare ? (
                      <button
                        type="button"
                        className={styles.button}
                        onClick={() => void navigator.share({ title: t('referral.shareTitle'), url: link }).catch(() => undefined)}
                      >
                        {t('referral.share')}
                      </button>
                    ) : null}
                  </dd>
                </div>
              ) : null}
            </dl>
            {link ? <QrCode value={link} label={t('referral.qrLabel')} /> : null}
          </section>
          <dl className={styles.stats}>
            <div>
              <dt>{t('referral.invited')}</dt>
              <dd>{data.totalInvitations}</dd>
            </div>
            <div>
              <dt>{t('referral.deposited')}</dt>
              <dd>{data.depositedInvitations}</dd>
            </div>
            <div>
              <dt>{t('referral.earned')}</dt>
              <dd>{money(data.commissionTotal)}</dd>
            </div>
          </dl>
          <section className={styles.card} aria-labelledby={inviteesId}>
            <h4 id={inviteesId} className={styles.heading}>
              {t('referral.invitees')}
            </h4>
            {data.invitees.length === 0 ? (
              <p className={styles.muted}>{t('referral.noInvitees')}</p>
            ) : (
              <ul className={styles.list}>
                {data.invitees.map((invitee) => (
                  <li key={`${invitee.account}-${invitee.registeredAt}`} className={styles.row}>
                    <span>{invitee.account}</span>
                    <span className={styles.hint}>{t('referral.registeredAt', { date: dateTime(invitee.registeredAt) })}</span>
                    <span className={styles.badge}>{invitee.deposited ? t('referral.hasDeposited') : t('referral.notDeposited')}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {data.rules ? (
            <section className={styles.card} aria-labelledby={rulesId}>
              <h4 id={rulesId} className={styles.heading}>
                {t('referral.rules')}
              </h4>
              <SafeHtml html={data.rules} />
            </section>
          ) : null}
        </div>
      ) : null}
    </PageFrame>
  );
}
