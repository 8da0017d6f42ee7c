// The part of react-router the apps use, shared as the `react-router-dom` singleton (see
// reactRouterFacade() in create-config.cjs). A shared module is bundled with every export it has,
// because the build cannot know what another app's build will use; react-router-dom re-exports all
// of react-router (data routers, server rendering, cookies, ...), about 61 KiB gzip on every first
// paint. Sharing this module instead keeps one router for every app (one history, one context) and
// lets the build drop what no app here uses. An app that needs another export adds it here; the
// build fails on a missing one (exportsPresence: 'error').
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'wl-react-router';
export { RouterProvider } from 'wl-react-router-dom';
