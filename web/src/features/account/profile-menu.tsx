import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { playerQueries } from '@/api/player';
import { endSession } from '@/api/session';
import type { Player } from '@/api/types';
import { Icon } from '@/components/ui/icon';
import popupStyles from '@/components/ui/popup-menu.module.css';
import { useDismiss } from '@/components/ui/use-dismiss';
import { config } from '@/config/config';
import { useActionRoute } from '@/frame/parent-listeners';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { PlatformLink } from '@/i18n/platform-link';
import styles from './account-menu.module.css';
import { PlayerProgress } from './player-progress';
import { PushSwitch } from './push-switch';

/** Display name (docs/product.md#profile): full name, else nickname, else email, else phone. */
export function displayName(player: Player | undefined): string {
  if (!player) return '';
  const full = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return full || player.nickname || player.email || player.mobile_phone || '';
}

/**
 * The profile button: who is signed in and their progress, wallet pages, bets history, favourites,
 * the safer-gambling dashboard, the limits, push notifications where the site has them (decision
 * 037), phone verification and sign-out. In a frame, deposit is the host page's when it handles it, and not
 * offered when it does not (docs/embedding.md).
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const profile = useQuery(playerQueries.profile(locale));
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const depositRoute = useActionRoute('deposit');
  useDismiss(ref, isOpen, close);

  return (
    <div className={popupStyles.popupAnchor} ref={ref}>
      <button
        type="button"
        className={styles.profileButton}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('account.menu.open')}
        onClick={() => setOpen(!isOpen)}
      >
        <Icon name="user" />
      </button>
      {isOpen && (
        <div id={menuId} className={`${popupStyles.popup} ${styles.menu}`}>
          <div className={styles.who}>
            <p>{displayName(profile.data)}</p>
            <PlayerProgress />
          </div>
          {depositRoute === 'own' && (
            <PlatformLink page="deposit" className={popupStyles.popupItem} onClick={close}>
              {t('account.menu.deposit')}
            </PlatformLink>
          )}
          {depositRoute === 'parent' && (
            <button
              type="button"
              className={popupStyles.popupItem}
              onClick={() => {
                close();
                openAccountDialog({ kind: 'deposit' });
              }}
            >
              {t('account.menu.deposit')}
            </button>
          )}
          <PlatformLink page="transactions" className={popupStyles.popupItem} onClick={close}>
            {t('account.menu.transactions')}
          </PlatformLink>
          <AppLink to="/bets-history" className={popupStyles.popupItem} onClick={close}>
            {t('account.menu.betsHistory')}
          </AppLink>
          <AppLink to="/favorites" className={popupStyles.popupItem} onClick={close}>
            {t('account.menu.favourites')}
          </AppLink>
          <AppLink to="/profile/safer-gambling" className={popupStyles.popupItem} onClick={close}>
            {t('account.menu.saferGambling')}
          </AppLink>
          <AppLink to="/profile/limits" className={popupStyles.popupItem} onClick={close}>
            {t('account.menu.limits')}
          </AppLink>
          {config.pushNotifications && profile.data && (
            <PushSwitch push={config.pushNotifications} playerId={profile.data.id} />
          )}
          <button
            type="button"
            className={popupStyles.popupItem}
            onClick={() => {
              close();
              openAccountDialog({ kind: 'phone_verification' });
            }}
          >
            {t('account.menu.verifyPhone')}
          </button>
          <button
            type="button"
            className={popupStyles.popupItem}
            onClick={() => {
              close();
              void endSession(queryClient, locale);
            }}
          >
            {t('account.menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
