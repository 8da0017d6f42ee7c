import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

/** Digits only of a dialing code ('+84' → '84'). */
export function dialingDigits(code: string): string {
  return code.replace(/\D/g, '');
}

/**
 * Whether a national mobile number is valid for a dialing code (spec §5 "phone digit count varies
 * by region"): the rules come from libphonenumber-js, not a hand-written table. The country, when
 * known, disambiguates shared codes (+1, +7).
 */
export function isValidMobile(mobile: string, dialingCode: string, country?: string): boolean {
  const digits = mobile.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !dialingDigits(dialingCode)) return false;
  const national = digits.replace(/^0+/, '');
  const international = `+${dialingDigits(dialingCode)}${national}`;
  if (country && isValidPhoneNumber(national, country.toUpperCase() as CountryCode)) return true;
  return isValidPhoneNumber(international);
}

/** A flag emoji from an ISO 3166 alpha-2 code ('VN' → 🇻🇳); empty for anything else. */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
