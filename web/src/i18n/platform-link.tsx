import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { config } from '@/config/config';
import { platformLink, type PlatformPage } from '@/lib/platform-links';
import { useLocale } from './locale-context';

type PlatformLinkProps = {
  page: PlatformPage;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
};

/**
 * A link to one of the platform's pages (docs/product.md#platform-pages) in the current locale,
 * telling it the way back to this page. The app's own wallet pages are followed without a reload.
 * Client-side only: it reads the page's origin.
 */
export function PlatformLink({ page, ...rest }: PlatformLinkProps) {
  const locale = useLocale();
  const location = useLocation();
  const backUrl = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
  const { href, isAppPage } = platformLink(page, {
    locale,
    settings: config.locale,
    origins: config.platform,
    backUrl,
  });
  return isAppPage ? <Link to={href} {...rest} /> : <a href={href} {...rest} />;
}
