import { useEffect } from 'react';
import { showScrollVisibility } from '@/components/ui/scroll-lock';
import { isInFrame } from '@/frame/parent-messages';
import { useLocale } from '@/i18n/locale-context';
import { useTheme } from '@/preferences/theme';

/**
 * Body attributes (docs/product.md#layout): page, locale, user country, in-iframe and scroll
 * visibility. The country comes from the server (`<html data-country>`), which knows it from the
 * proxy header. Scroll visibility (`data-scroll`) is `hidden` while a modal dialog or drawer — the
 * side menu, the slip's sheet — is open and `visible` otherwise: those surfaces hold it
 * (`components/ui/scroll-lock.ts`, counting overlapping ones) and `body[data-scroll='hidden']` stops
 * the page behind them scrolling; here it is only written once at the start. The theme goes on <html>.
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
  useEffect(showScrollVisibility, []);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
