import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, formatMoney, localeTag } from 'platform-ui';
import type { vipLevelSchema } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import type { z } from 'zod/mini';
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

function BenefitText({ benefit, currency }: { benefit: Benefit; currency: string }) {
  const { t } = useTranslation();
  const language = useHostLanguage();
  const value =
    benefit.kind === 'rebateRate'
      ? new Intl.NumberFormat(localeTag(language), { style: 'percent', maximumFractionDigits: 2 }).format(benefit.value / 100)
      : benefit.kind === 'dedicatedService'
        ? ''
        : formatMoney(benefit.value, { currencySymbol: currency, language });
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
  const vip = useQuery(vipLevelsQueryOptions(host.api, session.token));
  const member = session.member;
  const currency = member?.currencySymbol ?? host.brand.currencySymbol;
  const progress = vip.data?.progress ?? null;
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
                <span>{t('vip.rank', { rank: member.clubLabel.rankLevel })}</span>
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
                      aria-valuetext={t('vip.percent', { percent: Math.round(progress.fraction * 100) })}
                      className={styles.bar}
                    >
                      <span className={styles.fill} style={{ width: `${Math.round(progress.fraction * 100)}%` }} />
                    </div>
                    <p className={ui.muted}>
                      {t('vip.needed', {
                        deposit: formatMoney(progress.depositNeeded, { currencySymbol: currency, language }),
                        bet: formatMoney(progress.validBetNeeded, { currencySymbol: currency, language }),
                      })}
                    </p>
                  </div>
                ) : (
                  <p>{t('vip.top')}</p>
                )
              ) : null}
            </section>
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
                        deposit: formatMoney(level.depositRequired, { currencySymbol: currency, language }),
                        bet: formatMoney(level.validBetRequired, { currencySymbol: currency, language }),
                      })}
                    </p>
                    {level.benefits.length > 0 ? (
                      <ul className={styles.benefits}>
                        {level.benefits.map((benefit) => (
                          <li key={benefit.kind}>
                            <BenefitText benefit={benefit} currency={currency} />
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
