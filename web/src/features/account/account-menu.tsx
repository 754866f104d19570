import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { useIsActionOffered } from '@/frame/parent-listeners';
import { ProfileMenu } from './profile-menu';
import styles from './account-menu.module.css';
import placeholderStyles from './account-placeholder.module.css';

/**
 * The header's account area: sign in / sign up while logged out; balance with the currency switcher,
 * deposit and the profile menu while logged in; a same-size placeholder while the session loads. In a
 * frame, sign-in, sign-up and deposit only when the host page handles them (docs/embedding.md).
 * `balance` is the wallet's balance switcher (the app puts it in: features do not import each other).
 */
export function AccountMenu({ balance }: { balance: ReactNode }) {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const offersSignIn = useIsActionOffered('sign-in');
  const offersSignUp = useIsActionOffered('sign-up');
  const offersDeposit = useIsActionOffered('deposit');
  if (status === 'LOGGED_IN') {
    return (
      <div className={styles.area}>
        {balance}
        {offersDeposit && (
          <Button
            variant="primary"
            className={styles.deposit}
            onClick={() => openAccountDialog({ kind: 'deposit' })}
          >
            {t('header.deposit')}
          </Button>
        )}
        <ProfileMenu />
      </div>
    );
  }
  if (status !== 'NOT_LOGGED_IN') return <div className={placeholderStyles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.area}>
      {offersSignIn && (
        <Button onClick={() => openAccountDialog({ kind: 'sign_in' })}>{t('header.signIn')}</Button>
      )}
      {offersSignUp && (
        <Button variant="primary" onClick={() => openAccountDialog({ kind: 'sign_up' })}>
          {t('header.signUp')}
        </Button>
      )}
    </div>
  );
}
