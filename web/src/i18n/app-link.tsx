import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocalizedPath } from './use-localized-path';

type AppLinkProps = {
  /** A target under the sports base path, e.g. `/football`; external links are left unchanged. */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
};

/** A link to an in-app page in the current locale. */
export function AppLink({ to, ...rest }: AppLinkProps) {
  const path = useLocalizedPath();
  return <Link to={path(to)} {...rest} />;
}

type AppNavLinkProps = Omit<AppLinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
};

/** A navigation link that knows whether it points at the current page (`aria-current`). */
export function AppNavLink({ to, ...rest }: AppNavLinkProps) {
  const path = useLocalizedPath();
  return <NavLink to={path(to)} {...rest} />;
}
