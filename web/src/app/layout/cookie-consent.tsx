import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/lib/idle';
import styles from './cookie-consent.module.css';

/** The consent cookie (365 days: `COOKIE_DAYS.consent`). `index.html` reads it too. */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * Whether the visitor is asked. The page's head decides it before the first paint, which draws
 * the notice for everyone (it is rendered when the app is built): it marks the document
 * `data-consent="given"` once the cookie says so, and inside a host page's frame, whose site asks
 * on its own (`index.html`). The app follows the same mark, so the two never disagree.
 */
function isAsked(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.consent !== 'given';
}

/** The terms link's text in its place, before the link's code is there (and should it not come). */
function TermsText({ children }: { children: ReactNode }) {
  return <a>{children}</a>;
}

/*
 * The terms link names this page's address for the way back, which the first paint (rendered when
 * the app is built) cannot know; and its code is the footer's, which the first page does without.
 * It comes once the page is idle: until then, its text.
 */
const TermsLink = lazy(() =>
  whenIdle()
    .then(() => import('@/i18n/platform-link'))
    .then(
      ({ PlatformLink }) => ({
        default: ({ children }: { children: ReactNode }) => (
          <PlatformLink page="terms">{children}</PlatformLink>
        ),
      }),
      () => ({ default: TermsText }),
    ),
);

/**
 * The cookie confirmation (docs/product.md#dialogs, decision 029): a notice at the bottom, shown
 * until the visitor accepts, which keeps the answer in a cookie. Not modal — it neither blocks the
 * page nor takes the focus — but a labelled region, reachable among the page's landmarks. Part of
 * the shell and of the first paint: drawn later, it was the page's largest paint, seconds after the
 * rest (BENCHMARKS.md, "Web app").
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isShown, setShown] = useState(isAsked);
  if (!isShown) return null;

  const accept = () => {
    document.documentElement.dataset.consent = 'given';
    // The cookie code is not the first page's: it is there by now (the device id's), or comes at once.
    void import('@/lib/cookies').then(({ COOKIE_DAYS, writeCookie }) =>
      writeCookie(CONSENT_COOKIE, '1', COOKIE_DAYS.consent),
    );
    setShown(false);
    // The button goes away: the keyboard goes on from the page's content, not from the top.
    document.getElementById('content')?.focus({ preventScroll: true });
  };

  const more = t('consent.more');
  return (
    <section className={styles.consent} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p className={styles.text}>
        {t('consent.text')}{' '}
        <Suspense fallback={<TermsText>{more}</TermsText>}>
          <TermsLink>{more}</TermsLink>
        </Suspense>
      </p>
      <Button variant="primary" className={styles.accept} onClick={accept}>
        {t('consent.accept')}
      </Button>
    </section>
  );
}
