import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useIsActionOffered } from '@/frame/parent-listeners';
import { openAccountDialog } from './account-dialog-state';

/**
 * The player's pages (wallet, limits) need a session: while it loads, placeholder rows; an anonymous
 * visitor gets `signInText` and a sign-in button in place of the page.
 */
export function SignedInOnly({ signInText, children }: { signInText: string; children: ReactNode }) {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const offersSignIn = useIsActionOffered('sign-in');
  if (status === 'UNKNOWN' || status === 'PENDING')
    return <SkeletonRows count={3} label={t('common.loading')} />;
  if (status === 'NOT_LOGGED_IN') {
    return (
      <StateMessage text={signInText}>
        {offersSignIn && (
          <Button variant="primary" onClick={() => openAccountDialog({ kind: 'sign_in' })}>
            {t('header.signIn')}
          </Button>
        )}
      </StateMessage>
    );
  }
  return <>{children}</>;
}
