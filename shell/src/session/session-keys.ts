/** sessionStorage keys of the session (spec §3 "Session storage keys"). */
export const SESSION_KEYS = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  isAgent: 'isAgent',
} as const;

/** The keys a sign-out puts back after clearing sessionStorage (spec §4 "Logout"). */
export const MERCHANT_KEYS = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode] as const;
