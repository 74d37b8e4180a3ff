// The router every app gets as the page's one 'react-router-dom' (see federation.cjs). A shared
// module cannot be tree-shaken (the provider cannot know what a remote will use), and the whole
// of React Router 7 (data routers, server rendering, sessions, cookies) is about 58 KB gzip; these
// exports are about a third of that. An app that imports a name not listed here fails its build
// (RouterExportsCheck in webpack.cjs): add the name here.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useOutletContext,
  matchPath,
  matchRoutes,
  generatePath,
  createSearchParams,
} from 'react-router';
