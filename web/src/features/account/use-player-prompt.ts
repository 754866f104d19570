import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import type { Player } from '@/api/types';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { playerPrompt } from '@/lib/player-prompt';
import { mustAcceptTerms } from '@/lib/terms';

/**
 * Opens the dialog a signed-in player must see once their profile is in (`lib/player-prompt.ts`):
 * missing fields, the terms, the phone where the site requires it, the verification notice for an
 * `unverified` profile. Each opens once per reason; a closed notice stays closed.
 */
export function usePlayerPrompt(profile: Player | undefined): void {
  const locale = useLocale();
  const isSignedIn = useAuthStatus() === 'LOGGED_IN';
  const mustCheckPhone = isSignedIn && config.isPhoneVerificationRequired;
  const phone = useQuery({ ...playerQueries.phone(locale), enabled: mustCheckPhone });
  const prompt =
    isSignedIn && profile
      ? playerPrompt({
          missedFields: profile.auth_fields_missed.length,
          mustAcceptTerms: mustAcceptTerms(profile.terms_version, config.termsVersion),
          mustVerifyPhone: mustCheckPhone && phone.data?.is_verified === false,
          isUnverified: profile.statuses.includes('unverified'),
        })
      : null;
  useEffect(() => {
    if (prompt !== null) openAccountDialog({ kind: prompt });
  }, [prompt]);
}
