import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { CATEGORY_ROUTES, ROUTES } from 'shared-contracts';
import { GameFrame } from '../lib/game-frame/game-frame';
import { categoryFromRoute } from '../features/games/utils/lanes';
import { CategoryLobby, UnknownCategory } from './category-lobby';
import { LobbyProviders } from './lobby-providers';

function CategoryRoute() {
  const { category } = useParams();
  const code = categoryFromRoute(category);
  return <LobbyProviders>{code ? <CategoryLobby category={code} /> : <UnknownCategory />}</LobbyProviders>;
}

function DevIndex() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dev.categories')} style={{ padding: 16 }}>
      <ul>
        {Object.entries(CATEGORY_ROUTES).map(([code, path]) => (
          <li key={code}>
            <Link to={path}>{t(`categories.${code}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The standalone routes, wrapped as the exposes wrap them: `/:category` (lower-case route names,
 * mapped through CATEGORY_ROUTES), `/game`, and an index of the categories.
 */
export function DevRoutes() {
  return (
    <Routes>
      <Route
        path={ROUTES.game}
        element={
          <LobbyProviders>
            <GameFrame />
          </LobbyProviders>
        }
      />
      <Route path="/:category" element={<CategoryRoute />} />
      <Route
        path="/"
        element={
          <LobbyProviders>
            <DevIndex />
          </LobbyProviders>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
