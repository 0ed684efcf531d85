import { Link, useLocation, useResolvedPath, type LinkProps } from 'react-router-dom';

/**
 * A tab's link: `aria-current="page"` on its own page and on the pages below it, which is how the tab rows show the
 * current one. React Router's NavLink did the same, and also view-transition and pending states that no tab row
 * uses; with no NavLink left in the app its code leaves the first load (issue 30: a module lives in one chunk, and
 * react-router's sits in the entry). Paths compare case-insensitively, as NavLink's did.
 */
export function TabLink({ to, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const base = target !== '/' && target.endsWith('/') ? target.slice(0, -1) : target;
  const current = here === target || (here.startsWith(base) && here.charAt(base.length) === '/' && base !== '/');
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />;
}
