import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { errorText } from '@/account-shared/api-error-text';
import { DialogLink } from '@/account-shared/dialog-link';
import { confirmEmail, unlockAccount } from '@/api/auth';
import { ApiError } from '@/api/client';
import { DoneMessage, LinkButton } from '@/components/ui/form-parts';
import { useLocale } from '@/i18n/locale-context';

export type TokenLandingKind = 'confirm_password' | 'unlock_user';

const CALL = { confirm_password: confirmEmail, unlock_user: unlockAccount } as const;
const DONE = { confirm_password: 'account.confirm.done', unlock_user: 'account.unlock.done' } as const;
const RESEND = {
  confirm_password: 'resend_confirmation_instructions',
  unlock_user: 'resend_unlock_instructions',
} as const;

/**
 * The page an emailed link lands on (email confirmation, unlock): it calls the API with the token
 * once, then offers sign-in, or a new link when the token was wrong, expired or used.
 */
export function TokenLanding({ kind, token }: { kind: TokenLandingKind; token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // A query keyed by the token: React's double effects in development and re-renders call the API once.
  const result = useQuery({
    queryKey: ['platform', 'token', kind, token],
    queryFn: () => CALL[kind](locale, token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (result.isPending) return <p role="status">{t('common.loading')}</p>;
  if (result.isError) {
    const code = result.error instanceof ApiError ? result.error.code : 'request_failed';
    return (
      <DoneMessage text={errorText(t, code)}>
        <LinkButton onClick={() => openAccountDialog({ kind: RESEND[kind] })}>
          {t('account.requestNewLink')}
        </LinkButton>
      </DoneMessage>
    );
  }
  return (
    <DoneMessage text={t(DONE[kind])}>
      <DialogLink kind="sign_in">{t('account.signIn.title')}</DialogLink>
    </DoneMessage>
  );
}
