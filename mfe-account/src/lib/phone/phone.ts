import type { CountryCode } from 'libphonenumber-js';
import type * as PhoneRulesModule from './phone-rules';

type PhoneRules = typeof PhoneRulesModule;

let rules: PhoneRules | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the per-country phone rules (libphonenumber-js: about a tenth of /register's JavaScript)
 * once, when a phone number is first checked rather than with the page (issue 19: split by need).
 * The forms that hold a number wait for it before validating (`useZodForm`'s `beforeValidate`,
 * `SmsButton`). A chunk that cannot load leaves the E.164 length rule in force and is asked for
 * again on the next check.
 */
export function loadPhoneRules(): Promise<void> {
  loading ??= import(/* webpackChunkName: "phone-rules" */ './phone-rules').then(
    (module) => {
      rules = module;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** Whether the per-country rules have loaded (tests, and the E.164 fallback below). */
export function hasPhoneRules(): boolean {
  return rules !== null;
}

/** Digits only of a dialing code ('+84' → '84'). */
export function dialingDigits(code: string): string {
  return code.replace(/\D/g, '');
}

/**
 * Whether a national mobile number is valid for a dialing code (spec §5 "phone digit count varies
 * by region"): the rules come from libphonenumber-js, not a hand-written table (call
 * {@link loadPhoneRules} first). The country, when known, disambiguates shared codes (+1, +7).
 */
export function isValidMobile(mobile: string, dialingCode: string, country?: string): boolean {
  const digits = mobile.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !dialingDigits(dialingCode)) return false;
  const national = digits.replace(/^0+/, '');
  const international = `+${dialingDigits(dialingCode)}${national}`;
  // Until the rules have loaded (or when their chunk failed): E.164's bounds, 8 to 15 digits in all.
  if (!rules) return national.length >= 4 && international.length - 1 >= 8 && international.length - 1 <= 15;
  if (country && rules.isValidPhoneNumber(national, country.toUpperCase() as CountryCode)) return true;
  return rules.isValidPhoneNumber(international);
}

/** A flag emoji from an ISO 3166 alpha-2 code ('VN' → 🇻🇳); empty for anything else. */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
