// The part of react-router the apps use, shared as the `react-router-dom` singleton (see
// REACT_ROUTER_FACADE in create-config.cjs). A shared module is bundled with every export it has,
// because the build cannot know what another app's build will use; react-router-dom re-exports all
// of react-router (data routers, server rendering, cookies, ...), about 61 KiB gzip on every first
// paint. Sharing this module instead keeps one router for every app (one history, one context) and
// lets the build drop what no app here uses. An app that needs another export adds it here; the
// build fails on a missing one (exportsPresence: 'error').
// The apps use the declarative routers only (`BrowserRouter`, `MemoryRouter`, `useRoutes`): the data
// routers (`createBrowserRouter`, `RouterProvider`, `useMatches`, ...) would double the module
// (about 34 KiB gzip instead of 16 KiB), loaded before the first paint.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'wl-react-router';
