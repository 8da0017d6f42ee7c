// The one place this remote's federation surface is declared (HOUSE-STYLE). Keys match
// REMOTE_EXPOSES['mfe-promotions'] in shared-contracts; the shell loads them as `mfe_promotions/<Key>`.
export const name = 'mfe_promotions';

export const exposes = {
  './PromotionsPage': './src/expose/promotions-page.tsx',
  './PromotionSlider': './src/expose/promotion-slider.tsx',
  './PointMallPage': './src/expose/point-mall-page.tsx',
  './VipPage': './src/expose/vip-page.tsx',
  './ReferralPage': './src/expose/referral-page.tsx',
};
