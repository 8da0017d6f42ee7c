import type { SocialProviderId } from './social-api';

/** The providers' names (brand names: the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<SocialProviderId, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  telegram: 'Telegram',
};

/** A provider's mark in its brand colours (decorative: the button carries the name). */
export function ProviderIcon({ provider }: { provider: SocialProviderId }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#fff" />
        <text x="12" y="17" textAnchor="middle" fontSize="15" fontWeight="700" fontFamily="Arial, Helvetica, sans-serif" fill="#4285F4">
          G
        </text>
      </svg>
    );
  }
  if (provider === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          d="M13.3 19v-6h2l.3-2.4h-2.3V9.1c0-.7.2-1.2 1.2-1.2h1.2V5.8a17 17 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8H9V13h2v6h2.3Z"
          fill="#fff"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#229ED9" />
      <path
        d="m5.5 11.6 11.6-4.5c.5-.2 1 .1.8.9l-2 9.3c-.1.6-.5.8-1.1.5l-3-2.2-1.4 1.4c-.2.2-.3.3-.6.3l.2-3.1 5.6-5c.2-.2 0-.4-.4-.2l-6.9 4.3-3-.9c-.6-.2-.6-.6.2-.8Z"
        fill="#fff"
      />
    </svg>
  );
}
