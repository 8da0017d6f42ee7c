import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, useFormat } from 'platform-ui';
import type { vipLevelSchema } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import type { z } from 'zod/mini';
import { useRealAccountNotice } from '../../../hooks/use-real-account-notice';
import { vipLevelsQueryOptions } from '../api/vip-query';
import ui from '../../../components/ui.module.css';
import styles from './vip-page.module.css';

type VipLevel = z.infer<typeof vipLevelSchema>;
type Benefit = VipLevel['benefits'][number];

/** A level's colours as CSS custom properties (the platform sends them; the theme's accent otherwise). */
function labelStyle(label: { color?: string | undefined; color2?: string | undefined }): CSSProperties {
  return {
    '--vip-color': label.color ?? 'var(--color-primary, #3b5bdb)',
    '--vip-color2': label.color2 ?? label.color ?? 'var(--color-primary, #3b5bdb)',
  } as CSSProperties;
}

function BenefitText({ benefit }: { benefit: Benefit }) {
  const { t } = useTranslation();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  const value =
    benefit.kind === 'rebateRate'
      ? figures.percent(benefit.value)
      : benefit.kind === 'dedicatedService'
        ? ''
        : figures.money(benefit.value);
  return <>{t(`vip.benefits.${benefit.kind}`, { value })}</>;
}

/**
 * The VIP page (`/vip`): the member's level (clubLabel: name, colours, rank) and labels, the progress
 * to the next level, and the ladder with what each level needs and gives. Guests see the ladder.
 */
export function VipPage() {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const session = useSession();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  // A trial account has no VIP level: it is told so on arrival and sees the ladder, as a guest does.
  const { isTrial, showNotice } = useRealAccountNotice('vip');
  const vip = useQuery(vipLevelsQueryOptions(host.api, isTrial ? null : session.token, language));
  const member = isTrial ? null : session.member;
  // A trial account's place on the ladder is not shown (the platform may still answer one for its token).
  const progress = isTrial ? null : (vip.data?.progress ?? null);
  const nextLevel =
    progress && progress.nextLevel !== null ? vip.data?.levels.find((level) => level.level === progress.nextLevel) : undefined;

  return (
    <PageFrame title={t('vip.title')} headingLevel={1} loading={vip.isPending} error={vip.error} onRetry={() => void vip.refetch()}>
      {vip.data ? (
        <>
          {member ? (
            <section className={styles.card} aria-labelledby="vip-mine" style={labelStyle(member.clubLabel)}>
              <h2 id="vip-mine">{t('vip.mine')}</h2>
              <p className={styles.level}>
                <span className={styles.badge}>{member.clubLabel.labelName}</span>
                <span>{t('vip.rank', { rank: figures.number(member.clubLabel.rankLevel, { maximumFractionDigits: 2 }) })}</span>
              </p>
              {member.memberLabel.length > 0 ? (
                <ul className={styles.labels} aria-label={t('vip.labels')}>
                  {member.memberLabel.map((label, i) => (
                    <li key={i} className={styles.label} style={{ color: label.color, background: label.bgColor }}>
                      {label.text}
                    </li>
                  ))}
                </ul>
              ) : null}
              {progress ? (
                nextLevel ? (
                  <div className={styles.progress}>
                    <p id="vip-progress-label">{t('vip.toNext', { level: nextLevel.clubLabel.labelName })}</p>
                    <div
                      role="progressbar"
                      aria-labelledby="vip-progress-label"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(progress.fraction * 100)}
                      aria-valuetext={figures.percent(Math.round(progress.fraction * 100))}
                      className={styles.bar}
                    >
                      <span className={styles.fill} style={{ width: `${Math.round(progress.fraction * 100)}%` }} />
                    </div>
                    <p className={ui.muted}>
                      {t('vip.needed', {
                        deposit: figures.money(progress.depositNeeded),
                        bet: figures.money(progress.validBetNeeded),
                      })}
                    </p>
                  </div>
                ) : (
                  <p>{t('vip.top')}</p>
                )
              ) : null}
            </section>
          ) : isTrial ? (
            <p className={styles.card}>
              {t('vip.trial')}{' '}
              <button type="button" className={styles.button} onClick={showNotice}>
                {t('referral.why')}
              </button>
            </p>
          ) : (
            <p className={styles.card}>
              {t('vip.guest')}{' '}
              <button
                type="button"
                className={styles.button}
                onClick={() => host.bus.emit('auth:login-requested', { modal: 'login', reason: 'vip' })}
              >
                {t('mall.login')}
              </button>
            </p>
          )}
          <section aria-labelledby="vip-ladder" className={ui.section}>
            <h2 id="vip-ladder">{t('vip.ladder')}</h2>
            <ol className={styles.ladder}>
              {vip.data.levels.map((level) => {
                const isCurrent = progress?.level === level.level;
                return (
                  <li
                    key={level.level}
                    className={styles.step}
                    style={labelStyle(level.clubLabel)}
                    aria-current={isCurrent ? 'step' : undefined}
                  >
                    <h3>
                      <span className={styles.badge}>{level.clubLabel.labelName}</span>
                      {isCurrent ? <span className={styles.current}>{t('vip.current')}</span> : null}
                    </h3>
                    <p className={ui.muted}>
                      {t('vip.requires', {
                        deposit: figures.money(level.depositRequired),
                        bet: figures.money(level.validBetRequired),
                      })}
                    </p>
                    {level.benefits.length > 0 ? (
                      <ul className={styles.benefits}>
                        {level.benefits.map((benefit) => (
                          <li key={benefit.kind}>
                            <BenefitText benefit={benefit} />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={ui.muted}>{t('vip.noBenefits')}</p>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        </>
      ) : null}
    </PageFrame>
  );
}
