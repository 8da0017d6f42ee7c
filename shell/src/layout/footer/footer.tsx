import { useQuery } from '@tanstack/react-query';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeUrl } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import bankTransfer from '../../assets/payments/bank-transfer.svg';
import mastercard from '../../assets/payments/mastercard.svg';
import momo from '../../assets/payments/momo.svg';
import qrPay from '../../assets/payments/qr-pay.svg';
import usdt from '../../assets/payments/usdt.svg';
import visa from '../../assets/payments/visa.svg';
import defaultVendorIcon from '../../assets/vendor-default.svg';
import { useCustomerService } from '../../customer-service/use-customer-service';
import { vendorLanesQueryOptions } from '../../queries/shell-queries';
import { vendorLogos, type VendorLogo } from './vendor-logos';
import styles from './footer.module.css';

/** The payment methods shown as logos (their names are translated). */
export const PAYMENT_LOGOS = [
  { id: 'bankTransfer', src: bankTransfer },
  { id: 'qrPay', src: qrPay },
  { id: 'momo', src: momo },
  { id: 'usdt', src: usdt },
  { id: 'visa', src: visa },
  { id: 'mastercard', src: mastercard },
] as const;

/** Swaps a failed vendor icon for the default image (once, so a broken default cannot loop). */
export function useDefaultImage(fallback: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.dataset.fallback === '1') return;
    image.dataset.fallback = '1';
    image.src = fallback;
  };
}

function VendorLogoLink({ logo }: { logo: VendorLogo }) {
  const onError = useDefaultImage(defaultVendorIcon);
  return (
    <li>
      <Link to={logo.href} className={styles.vendor} title={logo.name}>
        <img
          src={safeUrl(logo.icon) ?? defaultVendorIcon}
          alt={logo.name}
          loading="lazy"
          width={96}
          height={48}
          onError={onError}
          data-testid={`vendor-logo-${logo.vassalage}`}
        />
      </Link>
    </li>
  );
}

/** The affiliate link resource (http(s) only). */
function useAffiliateLink(): string | undefined {
  const host = useHost();
  const url = host.system.getSnapshot()?.permission.info.resources.find((resource) => resource.resourceType === 'AFFILIATELINK')?.url;
  return safeUrl(url, { allowSitePath: false });
}

/**
 * The site footer (spec §2 "Footer"): about text; the affiliate block with a customer-service
 * button; payment logos; the vendor logo row (hover highlight, default image when an icon fails,
 * each linking to its vendor tab); the 18+ responsible-gaming note; the copyright line.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const host = useHost();
  const { brand } = host;
  const openCustomerService = useCustomerService();
  const affiliateLink = useAffiliateLink();
  const lanes = useQuery(vendorLanesQueryOptions(host.api, brand.merchantCode));
  const logos = vendorLogos(lanes.data ?? []);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {t('footer.aboutTitle', { brand: brand.name })}
          </h2>
          <p>{t('footer.about', { brand: brand.name })}</p>
        </section>
        <section className={styles.block} aria-labelledby="footer-affiliate">
          <h2 id="footer-affiliate" className={styles.heading}>
            {t('footer.affiliateTitle')}
          </h2>
          <p>{t('footer.affiliateText')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={openCustomerService}>
              {t('footer.customerService')}
            </button>
            {affiliateLink ? (
              <a href={affiliateLink} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {t('footer.affiliateLink')}
              </a>
            ) : null}
          </div>
        </section>
        <section className={styles.block} aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={styles.heading}>
            {t('footer.paymentsTitle')}
          </h2>
          <ul className={styles.logos}>
            {PAYMENT_LOGOS.map((logo) => (
              <li key={logo.id}>
                <img
                  className={styles.payment}
                  src={logo.src}
                  alt={t(`footer.payments.${logo.id}`)}
                  loading="lazy"
                  width={72}
                  height={36}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
      {logos.length > 0 ? (
        <section className={styles.vendors} aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className={styles.heading}>
            {t('footer.vendorsTitle')}
          </h2>
          <ul className={styles.logos}>
            {logos.map((logo) => (
              <VendorLogoLink key={logo.vassalage} logo={logo} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.responsible}>
        <span className={styles.badge} aria-hidden="true">
          18+
        </span>
        {t('footer.responsible')}
      </p>
      <p className={styles.copyright}>{t('footer.copyright', { brand: brand.name, year: new Date().getFullYear() })}</p>
    </footer>
  );
}
