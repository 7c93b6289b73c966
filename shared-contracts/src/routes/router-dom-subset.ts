/**
 * The part of react-router-dom the shop uses. Builds resolve `react-router-dom` to this file
 * (federation.mjs), so the shared singleton carries these exports and the bundler drops the rest
 * of the library (server rendering, RSC, sessions, …) — a shared module is otherwise kept whole.
 * A name missing here fails the build; add it here when a screen needs it.
 */
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useSearchParams,
} from 'react-router';
export type { LoaderFunctionArgs, RouteObject } from 'react-router';
// react-router-dom's own RouterProvider: it renders updates through react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
