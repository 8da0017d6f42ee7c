import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, lazyPart, PartUnavailable, type PartRetry } from 'platform-ui';

const SIZE = 200;

/** The QR code's place when its code could not load: says so, with a retry, in the code's width. */
function QrUnavailable({ retry }: PartRetry) {
  return (
    <div style={{ width: SIZE, minHeight: SIZE }}>
      <PartUnavailable retry={retry} />
    </div>
  );
}

// qrcode.react is fetched only when a QR code shows (deposit QR channel, referral page). Without it
// the code's place says so, with a retry; the rest of the page (the account number, the link and
// their copy buttons, the form) stays, and the next showing loads it again.
const QRCodeSVG = lazyPart('the QR code', () => import('qrcode.react').then((module) => module.QRCodeSVG), QrUnavailable);

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string;
  /** Accessible name of the image (translated). */
  label: string;
}

/** A QR code with the spec's defaults (§9: size 200, margin, medium error correction). */
export function QrCode({ value, label }: QrCodeProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  // While its code loads, the code's place says so (issue 49: an empty 200 px box under load).
  const loading = (
    <div role="status" style={{ width: SIZE, height: SIZE, display: 'grid', placeItems: 'center' }}>
      {t('status.loading')}
    </div>
  );
  return (
    <Suspense fallback={loading}>
      <QRCodeSVG
        value={value}
        size={SIZE}
        marginSize={4}
        level="M"
        title={label}
        role="img"
        aria-label={label}
        bgColor="#ffffff"
        fgColor="#000000"
      />
    </Suspense>
  );
}
