import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { openAccountDialog } from './account-dialog-state';
import { BalanceSwitcher } from './balance-switcher';
import { ProfileMenu } from './profile-menu';
import styles from './account-menu.module.css';

/**
 * The header's account area: sign in / sign up while logged out; balance with the currency switcher,
 * deposit and the profile menu while logged in; a same-size placeholder while the session loads.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const status = useAuthStatus();
  if (status === 'LOGGED_IN') {
    return (
      <div className={styles.area}>
        <BalanceSwitcher />
        <Button
          variant="primary"
          className={styles.deposit}
          onClick={() => openAccountDialog({ kind: 'deposit' })}
        >
          {t('header.deposit')}
        </Button>
        <ProfileMenu />
      </div>
    );
  }
  if (status !== 'NOT_LOGGED_IN') return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.area}>
      <Button onClick={() => openAccountDialog({ kind: 'sign_in' })}>{t('header.signIn')}</Button>
      <Button variant="primary" onClick={() => openAccountDialog({ kind: 'sign_up' })}>
        {t('header.signUp')}
      </Button>
    </div>
  );
}
