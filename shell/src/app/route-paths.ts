/**
 * Routes of the promotions remote's pages beside `/promotions` (the side menu's VIP and referral
 * entries). The same paths are being added to shared-contracts' ROUTES (`ROUTES.vip`,
 * `ROUTES.referral`); these constants go when that lands.
 */
export const PROMOTION_PAGE_ROUTES = { vip: '/vip', referral: '/referral' } as const;

/**
 * `/download`: the spec's logged-in-only exceptions name it while its route table names `/down`;
 * both show the app download page (LOGGED_IN_ONLY_EXCEPTIONS lists both).
 */
export const DOWNLOAD_ALIAS = '/download';
