/** Business constants and limits of spec §9, in one place. */
export const SPEC_CONSTANTS = {
  chunkLoadTimeoutMs: 120_000,
  sliderAutoplayMs: 5_000,
  countryPickerCloseDelayMs: 200,
  announcementsPerPage: 9,
  smsCountdownDefaultSeconds: 60,
  smsCountdownFirebaseSeconds: 60,
  smsSendThrottleMs: 1_000,
  captchaRefreshThrottleMs: 1_000,
  verificationCodeMinLength: 0,
  verificationCodeMaxLength: 255,
  rememberedLoginCookieDays: 1,
  imageLazyLoad: { cache: 200, attempts: 3, preloadFactor: 1.3, throttleMs: 200 },
  balanceDecimals: 2,
  weakDefaultPassword: '123456',
  gamesPageSize: 42,
  gamesFirstPage: 1,
  popularLotteryCount: 20,
  vietnamNumbersCount: 100,
  listClientType: 3,
  vendorPlatform: 'html5-desktop',
  gamesPlatform: 'flash,html5-desktop',
  vipRankLevelAbove: 4,
  customerServiceWindow: { width: 440, height: 750 },
  defaultCurrencySymbol: '$',
  qrCode: { size: 200, margin: 20, level: 'M' },
  infiniteScrollThrottleMs: 200,
  remarkMaxLength: 140,
  uploadImages: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxCount: 3 },
  ageConfirmations: [18, 21],
  realtimeSalarySettlementMinutes: 5,
  tooManyRequestsRetryMinutes: 5,
  registrationTitleAmount: '1000VND',
  statusRecheckThrottleMs: 60_000,
} as const;

/** Formats a balance the way the header shows it: currency symbol plus 2 decimals (spec §4). */
export function formatBalance(sumBalance: number, currencySymbol: string = SPEC_CONSTANTS.defaultCurrencySymbol): string {
  const fixed = (Math.round(sumBalance * 100) / 100).toFixed(SPEC_CONSTANTS.balanceDecimals);
  const [whole = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sumBalance < 0 ? '-' : ''}${currencySymbol}${grouped}.${fraction}`;
}
