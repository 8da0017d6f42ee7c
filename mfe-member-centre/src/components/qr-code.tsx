import { lazy, Suspense } from 'react';

// qrcode.react is fetched only when a QR code shows (deposit QR channel, referral page).
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string;
  /** Accessible name of the image (translated). */
  label: string;
}

/** A QR code with the spec's defaults (§9: size 200, margin, medium error correction). */
export function QrCode({ value, label }: QrCodeProps) {
  return (
    <Suspense fallback={<div style={{ width: 200, height: 200 }} aria-hidden="true" />}>
      <QRCodeSVG
        value={value}
        size={200}
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
