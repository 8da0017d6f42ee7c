// The site around the games (data only; db/seed.ts writes it): banners, white-label flags, system
// settings, resources and customer service.

/** The banner groups and how many banners each has. */
export const BANNER_GROUPS = [
  ['home', 5],
  ['hot_games', 3],
  ['download', 2],
  ['promotion', 3],
  ['shop', 2],
  ['help', 2],
  ['register', 2],
  ['w_reg', 2],
] as const;

/** The banners' colours (each drawn at random). */
export const BANNER_COLOURS = ['#7b2cbf', '#ff006e', '#3a86ff', '#fb5607', '#06d6a0', '#118ab2'] as const;

/** The white-label tree (spec §3, §6): modId, default on/off, children. */
export const WHITELABEL_SEED: readonly { modId: string; parent: string | null; enabled: boolean }[] = [
  { modId: 'COMM3', parent: null, enabled: true },
  { modId: 'REG3', parent: 'COMM3', enabled: true },
  { modId: 'DIRECTREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REG3', enabled: true },
  { modId: 'REGMOBVERF3', parent: 'REG3', enabled: false },
  { modId: 'CAPTCHA3', parent: 'REG3', enabled: true },
  // Human verification (GeeTest-shaped, served by this API) before login, registration and SMS codes.
  { modId: 'GEETEST3', parent: 'COMM3', enabled: false },
  { modId: 'PASS3', parent: 'COMM3', enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASS3', enabled: true },
  { modId: 'FORCECHNGPASS3', parent: 'PASS3', enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'COMM3', enabled: false },
  { modId: 'FREEPLAY3', parent: 'COMM3', enabled: true },
  { modId: 'GOOGLELOGIN3', parent: 'REG3', enabled: true },
  { modId: 'FBLOGIN3', parent: 'REG3', enabled: true },
  { modId: 'TGLOGIN3', parent: 'REG3', enabled: false },
  // SMS codes through the phone sign-in provider (the firebase path; our modId), off by default.
  { modId: 'FIREBASESMS3', parent: 'COMM3', enabled: false },
  { modId: 'GAMELO3', parent: null, enabled: true },
  { modId: 'GAMELOHOT3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOFAV3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOREC3', parent: 'GAMELO3', enabled: true },
  { modId: 'FUNDTRANS3', parent: null, enabled: true },
  { modId: 'AFFMAN3', parent: null, enabled: true },
  { modId: 'INBOX3', parent: null, enabled: true },
  { modId: 'PTSYS3', parent: null, enabled: true },
  { modId: 'REWCEN3', parent: null, enabled: true },
  { modId: 'FEEDBACK3', parent: null, enabled: true },
  { modId: 'PROFPIC3', parent: null, enabled: true },
];

/** The merchant's default country (the system settings; status normal, no restriction). */
export const DEFAULT_COUNTRY = 'VN';

/**
 * The resources (download and social links): [type, url, English label]. None has a QR image: the
 * client renders `url` as a QR code (spec §9).
 */
export const RESOURCES: readonly (readonly [type: string, url: string, label: string])[] = [
  ['AFFILIATELINK', 'https://affiliate.example.com/', 'Affiliate programme'],
  ['Android', 'https://download.example.com/app.apk', 'Android app'],
  ['MOBILECONFIG', 'https://download.example.com/app.mobileconfig', 'iOS profile'],
  ['USDJUMP', 'https://usdt.example.com/', 'USDT guide'],
  ['INSTAGRAM', 'https://www.instagram.com/', 'Instagram'],
  ['FACEBOOK', 'https://www.facebook.com/', 'Facebook'],
  ['TELEGRAM', 'https://t.me/', 'Telegram'],
];

/** Customer-service entries: [id, type, csType, page]; each gets a random 8-character DES key. */
export const CUSTOMER_SERVICE: readonly (readonly [id: number, type: number, csType: 'LIVECHAT' | 'VIP', page: string])[] = [
  [1, 3, 'LIVECHAT', 'livechat'],
  [2, 3, 'VIP', 'vip'],
];

/** The letters of the customer-service DES keys (no look-alikes). */
export const DES_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghkmnpqrstuvwxyz23456789';
