import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPart, PartUnavailable } from 'platform-ui';
import { CATEGORY_ROUTES, ROUTES, type GameCategoryCode } from 'shared-contracts';
import { Layout } from '../layout/layout';
import { CategoryPage } from '../pages/category-page';
import { GamePage } from '../pages/game-page';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PromotionsPage } from '../pages/promotions-page';
import { RemotePage } from '../pages/remote-page';
import { LAYOUTS, routeLayoutAt, type LayoutVariant, type ShellRouteHandle } from './route-layout';
import { DOWNLOAD_ALIAS } from './route-paths';

// Pages with heavy parts of their own load when opened: the download page (QR codes) and the help
// centre (the sanitizer). The layout holds them in a Suspense boundary. Without their code they say
// so in their place, with a retry.
const DownloadPage = lazyPart(
  'the download page',
  () => import('../pages/download-page').then((module) => module.DownloadPage),
  PartUnavailable,
);
const HelpPage = lazyPart('the help centre', () => import('../pages/help-page').then((module) => module.HelpPage), PartUnavailable);

const lobbyCategories = (Object.entries(CATEGORY_ROUTES) as [GameCategoryCode, string][]).filter(([, path]) => path !== ROUTES.lottery);

function RegisterRoute() {
  const { t } = useTranslation('shell');
  return <RemotePage remote="mfe-account" exposed="RegisterPage" title={t('titles.register')} />;
}

function LotteryRoute() {
  const { t } = useTranslation('shell');
  return <RemotePage remote="mfe-lobby" exposed="LotteryPage" title={t('sideMenu.categories.LOTT')} isFlush hasOwnHeading />;
}

function VnLotteryRoute() {
  const { t } = useTranslation('shell');
  return <RemotePage remote="mfe-lobby" exposed="VnLotteryPage" title={t('titles.vnLottery')} isFlush hasOwnHeading />;
}

function SeamlessRoute() {
  const { t } = useTranslation('shell');
  return <RemotePage remote="mfe-lobby" exposed="GameFrame" title={t('titles.game')} isFlush />;
}

/** The promotions remote's pages (`VipPage`, `ReferralPage`, `PointMallPage` render their own h1). */
function PromotionsRemoteRoute({ exposed, titleKey }: { exposed: 'PointMallPage' | 'VipPage' | 'ReferralPage'; titleKey: string }) {
  const { t } = useTranslation('shell');
  return <RemotePage remote="mfe-promotions" exposed={exposed} title={t(titleKey)} hasOwnHeading />;
}

/**
 * The kit's living style guide, in development builds only: the condition is a build-time constant
 * (webpack defines `process.env.NODE_ENV`), so production bundles hold neither the route nor the
 * style guide's chunk.
 */
const StyleGuidePage = process.env.NODE_ENV === 'production' ? null : lazy(() => import('../pages/style-guide-page'));

function StyleGuideRoute() {
  const { t } = useTranslation('shell');
  if (!StyleGuidePage) return null;
  return (
    <Suspense fallback={<p role="status">{t('remote.loading')}</p>}>
      <StyleGuidePage />
    </Suspense>
  );
}

/** `/styleguide`, only where the style guide is built in. */
export const STYLE_GUIDE_PATH = '/styleguide';

const route = (path: string, element: RouteObject['element'], layout: LayoutVariant): RouteObject => ({
  path,
  element,
  handle: { layout } satisfies ShellRouteHandle,
});

/** The frame, in the variant of the route matched at the current address (each route's `handle`). */
function RoutedLayout() {
  const { pathname } = useLocation();
  const variant = useMemo(() => routeLayoutAt(shellRoutes, pathname), [pathname]);
  return <Layout variant={variant} />;
}

/**
 * The shell's routes (spec §2, history mode), each with its layout variant. `/pointMall`, `/vip` and
 * `/referral` are mfe-promotions' `PointMallPage`, `VipPage` and `ReferralPage`.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <RoutedLayout />,
    children: [
      ...[ROUTES.home, ...ROUTES.homeAliases].map((path) => route(path, <HomePage />, LAYOUTS.home)),
      ...[ROUTES.register, ROUTES.registerHtml].map((path) => route(path, <RegisterRoute />, LAYOUTS.register)),
      ...lobbyCategories.map(([category, path]) => route(path, <CategoryPage category={category} />, LAYOUTS.lobby)),
      route(ROUTES.lottery, <LotteryRoute />, LAYOUTS.lottery),
      route(ROUTES.vnLottery, <VnLotteryRoute />, LAYOUTS.vnLottery),
      route(ROUTES.seamless, <SeamlessRoute />, LAYOUTS.seamless),
      route(ROUTES.game, <GamePage />, LAYOUTS.game),
      route(ROUTES.promotions, <PromotionsPage />, LAYOUTS.promotions),
      route(ROUTES.promoDetail, <PromotionsPage />, LAYOUTS.promotions),
      route(ROUTES.pointMall, <PromotionsRemoteRoute exposed="PointMallPage" titleKey="titles.pointMall" />, LAYOUTS.pointMall),
      route(ROUTES.vip, <PromotionsRemoteRoute exposed="VipPage" titleKey="titles.vip" />, LAYOUTS.plain),
      route(ROUTES.referral, <PromotionsRemoteRoute exposed="ReferralPage" titleKey="titles.referral" />, LAYOUTS.plain),
      ...(StyleGuidePage ? [route(STYLE_GUIDE_PATH, <StyleGuideRoute />, LAYOUTS.plain)] : []),
      route(ROUTES.download, <DownloadPage />, LAYOUTS.download),
      route(DOWNLOAD_ALIAS, <DownloadPage />, LAYOUTS.download),
      route(ROUTES.help, <HelpPage />, LAYOUTS.help),
      route(ROUTES.helpCentre, <HelpPage />, LAYOUTS.helpCentre),
      route(ROUTES.login, <LoginPage />, LAYOUTS.plain),
      route('*', <NotFoundPage />, LAYOUTS.plain),
    ],
  },
];

/** The shell's routes, rendered inside the page's router (`<BrowserRouter>`, `<MemoryRouter>` in tests). */
export function ShellRoutes() {
  return useRoutes(shellRoutes);
}
