import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openAccountDialog, useAccountDialog } from '@/account-shared/account-dialog-state';
import { playerQueries, updateLocale } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import { startSession } from '@/api/profile-load';
import { onSessionExpired, useAuthStatus } from '@/api/session';
import { config } from '@/config/config';
import { connectFavouriteStars } from '@/favourites/connect-stars';
import { useIsActionOffered } from '@/frame/parent-listeners';
import { loadSaferMessages } from '@/i18n/lazy-messages';
import { useLocale } from '@/i18n/locale-context';
import { CONSUMED_PARAMS, parseModalRequest, type AccountDialogRequest } from '@/lib/account-modal';
import { hashWithoutParams, withoutParams } from '@/lib/url-params';
import { FavouriteAlert } from './favourite-alert';
import { OddsFormatSync } from './odds-format-sync';
import { SignUpReminder } from './sign-up-reminder';
import { UserGroupGate } from './user-group-gate';
import { usePlayerPrompt } from './use-player-prompt';

const SessionWatch = lazy(() =>
  Promise.all([import('./session-watch/session-watch'), loadSaferMessages()]).then(([module]) => ({
    default: module.SessionWatch,
  })),
);

/** The wallet's parts of the overlays, which the app puts in (features do not import each other). */
export type WalletOverlays = {
  /** The alert of a payment's result (`?payment=…`). */
  paymentAlert: ReactNode;
  /** The reminder to deposit, with the site's settings (`config.depositReminder`). */
  depositReminder: (settings: NonNullable<typeof config.depositReminder>) => ReactNode;
};

type AccountOverlaysProps = {
  wallet: WalletOverlays;
  /** The open dialog (`dialogs/account-dialog.tsx` with the wallet's deposit form), loaded lazily by the app. */
  Dialog: ComponentType<{ request: AccountDialogRequest }>;
};

/**
 * Everything account-related drawn over the page: loads the session (`api/profile-load.ts`), keeps
 * the odds format in step with the player's settings, opens the dialog a `modal`
 * URL parameter asks for (then takes it and any token out of the address), the sign-in dialog when
 * a session expires or a signed-out visitor clicks a favourite star, what a signed-in player must
 * see (`use-player-prompt.ts`), the payment alert, the refused-favourite alert, the sign-up reminder and the sportsbook session's
 * reality check and limit dialogs.
 */
export function AccountOverlays({ wallet, Dialog }: AccountOverlaysProps) {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const dialog = useAccountDialog();
  const offersSignUp = useIsActionOffered('sign-up');
  const offersDeposit = useIsActionOffered('deposit');
  const profile = useQuery({ ...playerQueries.profile(locale), enabled: status === 'LOGGED_IN' });
  // Once started, the session watch stays: its limit dialog outlives the sign-in the limit ended.
  const [watchStarted, setWatchStarted] = useState(false);
  if (status === 'LOGGED_IN' && !watchStarted) setWatchStarted(true);

  useEffect(() => {
    void startSession(queryClient, locale);
  }, [queryClient, locale]);

  useEffect(() => onSessionExpired(() => openAccountDialog({ kind: 'sign_in' })), []);
  useEffect(() => connectFavouriteStars(() => openAccountDialog({ kind: 'sign_in' })), []);

  useEffect(() => {
    const request = parseModalRequest(location.search, location.hash);
    if (request === null) return;
    openAccountDialog(request);
    const search = withoutParams(location.search, CONSUMED_PARAMS);
    const hash = hashWithoutParams(location.hash, CONSUMED_PARAMS);
    void navigate({ pathname: location.pathname, search, hash }, { replace: true, preventScrollReset: true });
  }, [location.search, location.hash, location.pathname, navigate]);

  // The player's stored language follows the interface, so emails arrive in the language in use.
  const storedLanguage = profile.data?.language;
  useEffect(() => {
    if (storedLanguage === undefined || storedLanguage === locale) return;
    void updateLocale(locale).then(() => queryClient.invalidateQueries({ queryKey: playerKeys.profile }));
  }, [storedLanguage, locale, queryClient]);

  usePlayerPrompt(profile.data);

  return (
    <>
      {dialog !== null && (
        <Suspense fallback={null}>
          <Dialog request={dialog} />
        </Suspense>
      )}
      {status === 'LOGGED_IN' && profile.data && (
        <OddsFormatSync key={profile.data.id} playerId={profile.data.id} />
      )}
      {wallet.paymentAlert}
      <FavouriteAlert />
      {status === 'NOT_LOGGED_IN' && dialog === null && offersSignUp && <SignUpReminder />}
      {status === 'LOGGED_IN' &&
        dialog === null &&
        offersDeposit &&
        config.depositReminder &&
        wallet.depositReminder(config.depositReminder)}
      {config.requiredGroup !== null && <UserGroupGate requiredGroup={config.requiredGroup} />}
      {config.features.responsibleGambling && (status === 'LOGGED_IN' || watchStarted) && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
    </>
  );
}
