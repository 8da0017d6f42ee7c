import type { RouteObject } from 'react-router-dom';
import { CATEGORY_ROUTES, ROUTES, type GameCategoryCode } from 'shared-contracts';
import { Layout } from '../layout/layout';
import { CategoryPage } from '../pages/category-page';
import { GamePage } from '../pages/game-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PromotionsPage } from '../pages/promotions-page';

const lobbyCategories = (Object.entries(CATEGORY_ROUTES) as [GameCategoryCode, string][]).filter(([, path]) => path !== ROUTES.lottery);

/** The shell's routes (history mode). The rest of spec §2's routes land with the full shell. */
export const shellRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...[ROUTES.home, ...ROUTES.homeAliases].map((path) => ({ path, element: <HomePage /> })),
      ...lobbyCategories.map(([category, path]) => ({ path, element: <CategoryPage category={category} /> })),
      { path: ROUTES.game, element: <GamePage /> },
      { path: ROUTES.promotions, element: <PromotionsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
