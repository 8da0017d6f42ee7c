/**
 * Routes of the promotions remote's pages beside `/promotions` (the side menu's VIP and referral
 * entries). The same paths are being added to shared-contracts' ROUTES (`ROUTES.vip`,
 * `ROUTES.referral`); these constants go when that lands.
 */
export const PROMOTION_PAGE_ROUTES = { vip: '/vip', referral: '/referral' } as const;
