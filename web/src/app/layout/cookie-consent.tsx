import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isInFrame } from '@/frame/parent-messages';
import { PlatformLink } from '@/i18n/platform-link';
import { COOKIE_DAYS, readCookie, writeCookie } from '@/lib/cookies';
import styles from './cookie-consent.module.css';

/** The consent cookie (365 days: `COOKIE_DAYS.consent`). */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * The cookie confirmation (spec §2, decision 029): a notice at the bottom, shown until the visitor
 * accepts, which keeps the answer in a cookie. Not modal — it neither blocks the page nor takes the
 * focus — but a labelled region, reachable among the page's landmarks. Inside a host page's frame
 * it is not shown: the host page asks for consent on its own site. It comes with the footer, once
 * the page is idle.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isShown, setShown] = useState(() => !isInFrame() && readCookie(CONSENT_COOKIE) === null);
  if (!isShown) return null;

  const accept = () => {
    writeCookie(CONSENT_COOKIE, '1', COOKIE_DAYS.consent);
    setShown(false);
    // The button goes away: the keyboard goes on from the page's content, not from the top.
    document.getElementById('content')?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.consent} aria-labelledby={titleId} data-testid="cookie-consent">
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>
        {t('consent.text')} <PlatformLink page="terms">{t('consent.more')}</PlatformLink>
      </p>
      <Button variant="primary" className={styles.accept} onClick={accept}>
        {t('consent.accept')}
      </Button>
    </section>
  );
}
