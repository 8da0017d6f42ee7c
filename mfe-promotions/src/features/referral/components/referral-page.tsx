import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, formatDate, lazyPart, PageFrame, type PartRetry, PartUnavailable, SafeHtml, useFormat } from 'platform-ui';
import { checkRealAccount, safeUrl } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import { referralQueryOptions } from '../api/referral-query';
import { formatRuleAmounts } from '../utils/format-rule-amounts';
import { hasReferral } from '../utils/has-referral';
import ui from '../../../components/ui.module.css';
import styles from './referral-page.module.css';

/** QR code defaults (spec §9): size 200, margin 20, medium error correction. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;

/** The QR code's place when its code could not load: says so, with a retry, in the code's size. */
function QrUnavailable({ retry }: PartRetry) {
  return (
    <div className={styles.qrUnavailable}>
      <PartUnavailable retry={retry} />
    </div>
  );
}

// The QR code library is only needed here, so it loads with this page. Without it the code's place
// says so, with a retry; the invite link, its copy button and the rest of the page stay.
const QRCodeSVG = lazyPart('the QR code', () => import('qrcode.react').then((module) => module.QRCodeSVG), QrUnavailable);

function Programme() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  const referral = useQuery(referralQueryOptions(host.api, language));
  const [copied, setCopied] = useState(false);

  if (referral.isPending) return <p role="status">{t('referral.loading')}</p>;
  if (referral.isError) {
    return (
      <div role="alert" className={ui.error}>
        <p>{apiErrorText(referral.error, t)}</p>
        <button type="button" className={ui.secondary} onClick={() => void referral.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  const data = referral.data;
  if (!data.enabled) return <p className={ui.muted}>{t('referral.disabled')}</p>;
  const percent = figures.percent(data.commissionRate);
  // The platform's rules name the bonus as a bare figure: written in the page's money format.
  const rules = data.rules ? formatRuleAmounts(data.rules, [data.firstDepositBonus], figures.money) : '';
  // The invite link goes into a QR code, a field and the clipboard: an http(s) address only (a
  // `javascript:` one a friend's phone would open is treated as no link: issue 36 item 6).
  const referralLink = safeUrl(data.referralLink, { allowSitePath: false });

  const handleCopy = async () => {
    if (!referralLink) return;
    try {
      await navigator.clipboard.writeText(referralLink);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <>
      <section aria-labelledby="referral-gives" className={ui.section}>
        <h2 id="referral-gives">{t('referral.gives')}</h2>
        <ul className={styles.gives}>
          <li>{t('referral.commission', { rate: percent })}</li>
          <li>{t('referral.firstDeposit', { amount: figures.money(data.firstDepositBonus) })}</li>
        </ul>
        {rules ? (
          <div data-testid="referral-rules">
            <SafeHtml className={`${ui.panel} ${styles.rules}`} html={rules} />
          </div>
        ) : null}
      </section>
      <section aria-labelledby="referral-invite" className={styles.invite}>
        <h2 id="referral-invite">{t('referral.invite')}</h2>
        {referralLink ? (
          <>
            <div className={styles.qr} style={{ padding: QR_MARGIN }}>
              <Suspense fallback={<div className={styles.qrPlaceholder} role="status" aria-label={t('referral.qrLoading')} />}>
                <QRCodeSVG value={referralLink} size={QR_SIZE} level="M" role="img" aria-label={t('referral.qr')} />
              </Suspense>
            </div>
            <div className={styles.linkBox}>
              <label htmlFor="referral-link">{t('referral.link')}</label>
              <input
                id="referral-link"
                className={ui.input}
                readOnly
                value={referralLink}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className={ui.primary} onClick={() => void handleCopy()}>
                {t('referral.copy')}
              </button>
              <p role="status" className={ui.muted}>
                {copied ? t('referral.copied') : ''}
              </p>
              {data.referralCode ? <p>{t('referral.code', { code: data.referralCode })}</p> : null}
            </div>
          </>
        ) : (
          <p className={ui.muted}>{t('referral.noLink')}</p>
        )}
      </section>
      <section aria-labelledby="referral-friends" className={ui.section}>
        <h2 id="referral-friends">{t('referral.friends')}</h2>
        <dl className={ui.figures}>
          <div>
            <dt>{t('referral.total')}</dt>
            <dd>{figures.number(data.totalInvitations, { maximumFractionDigits: 2 })}</dd>
          </div>
          <div>
            <dt>{t('referral.deposited')}</dt>
            <dd>{figures.number(data.depositedInvitations, { maximumFractionDigits: 2 })}</dd>
          </div>
          <div>
            <dt>{t('referral.earned')}</dt>
            <dd>{figures.money(data.commissionTotal)}</dd>
          </div>
        </dl>
        {data.invitees.length === 0 ? (
          <p className={ui.muted}>{t('referral.noFriends')}</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table} aria-labelledby="referral-friends">
              <thead>
                <tr>
                  <th scope="col">{t('referral.columns.account')}</th>
                  <th scope="col">{t('referral.columns.registered')}</th>
                  <th scope="col">{t('referral.columns.deposited')}</th>
                  <th scope="col">{t('referral.columns.earned')}</th>
                </tr>
              </thead>
              <tbody>
                {data.invitees.map((invitee) => (
                  <tr key={invitee.account}>
                    <td>{invitee.account}</td>
                    <td>{formatDate(invitee.registeredAt, language)}</td>
                    <td>{invitee.deposited ? t('referral.yes') : t('referral.no')}</td>
                    <td>{figures.money(invitee.earned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * The referral programme page (`/referral`): what it gives, the member's invite link and QR code,
 * invited friends and earnings. Shown only when the member's REFERRAL promotion is enabled (the
 * side menu's rule); a guest is asked to log in, a trial account needs a real one.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const host = useHost();
  const session = useSession();
  const check = checkRealAccount(session);

  let body;
  if (check === 'login-required') {
    body = (
      <p>
        {t('referral.guest')}{' '}
        <button
          type="button"
          className={ui.primary}
          onClick={() => host.bus.emit('auth:login-requested', { modal: 'login', reason: 'referral' })}
        >
          {t('mall.login')}
        </button>
      </p>
    );
  } else if (check === 'real-account-required') {
    body = (
      <p>
        {t('referral.trial')}{' '}
        <button type="button" className={ui.secondary} onClick={() => host.bus.emit('auth:real-account-required', { feature: 'referral' })}>
          {t('referral.why')}
        </button>
      </p>
    );
  } else if (!hasReferral(session.member)) body = <p className={ui.muted}>{t('referral.disabled')}</p>;
  else body = <Programme />;

  return (
    <PageFrame title={t('referral.title')} headingLevel={1}>
      {body}
    </PageFrame>
  );
}
