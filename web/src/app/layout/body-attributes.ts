import { useEffect } from 'react';
import { isInFrame } from '@/frame/parent-messages';
import { useLocale } from '@/i18n/locale-context';
import { useTheme } from '@/preferences/theme';

/**
 * Body attributes (docs/product.md#layout): page, locale, user country, in-iframe. The country comes from the
 * server (`<html data-country>`), which knows it from the proxy header. The theme goes on <html>.
 */
export function useBodyAttributes(page: string): void {
  const locale = useLocale();
  const theme = useTheme();
  useEffect(() => {
    const body = document.body;
    body.dataset.page = page;
    body.dataset.locale = locale;
    body.dataset.country = document.documentElement.dataset.country ?? 'unknown';
    body.dataset.inIframe = String(isInFrame());
  }, [page, locale]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
