import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccountDialog } from '@/account-shared/account-dialog-state';
import { ProfileFieldsForm } from '@/account-shared/profile-fields-form';
import { playerQueries } from '@/api/player';
import { endSession } from '@/api/session';
import { DialogLinks, LinkButton } from '@/components/ui/form-parts';
import { Modal } from '@/components/ui/modal';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { isClosable, type AccountDialogRequest } from '@/lib/account-modal';
import { authFieldsToAsk } from '@/lib/profile-fields';
import { EditPasswordForm } from './edit-password-form';
import { EmailRequestForm } from './email-request-form';
import { PhoneVerificationForm } from './phone-verification-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TermsForm } from './terms-form';
import { TokenLanding } from './token-landing';
import { VerificationNotice } from './verification-notice';

const TITLES = {
  sign_in: 'account.signIn.title',
  sign_up: 'account.signUp.title',
  forgot_password: 'account.forgot.title',
  confirm_password: 'account.confirm.title',
  resend_confirmation_instructions: 'account.resendConfirmation.title',
  resend_unlock_instructions: 'account.resendUnlock.title',
  edit_password: 'account.editPassword.title',
  missed_auth_fields: 'account.missedFields.title',
  phone_verification: 'account.phone.title',
  deposit: 'account.deposit.title',
  unlock_user: 'account.unlock.title',
  accept_terms: 'account.terms.title',
  verification: 'account.verification.title',
} as const;

type AccountDialogProps = {
  request: AccountDialogRequest;
  /** The wallet's deposit form (with the details it needs first), which the app puts in. */
  depositForm: ReactNode;
};

function DialogBody({ request, depositForm }: AccountDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = useQuery({
    ...playerQueries.profile(locale),
    enabled: request.kind === 'missed_auth_fields',
  });
  switch (request.kind) {
    case 'sign_in':
      return <SignInForm />;
    case 'sign_up':
      return <SignUpForm />;
    case 'forgot_password':
    case 'resend_confirmation_instructions':
    case 'resend_unlock_instructions':
      return <EmailRequestForm kind={request.kind} />;
    case 'edit_password':
      return <EditPasswordForm token={request.token ?? ''} />;
    case 'confirm_password':
    case 'unlock_user':
      return <TokenLanding kind={request.kind} token={request.token ?? ''} />;
    case 'missed_auth_fields':
      return (
        <ProfileFieldsForm
          fields={authFieldsToAsk(profile.data?.auth_fields_missed ?? [])}
          intro={t('account.missedFields.intro')}
          submitText={t('account.missedFields.submit')}
          onSaved={(player) => player.auth_fields_missed.length === 0 && closeAccountDialog()}
        />
      );
    case 'phone_verification':
      return <PhoneVerificationForm />;
    case 'deposit':
      return depositForm;
    case 'accept_terms':
      return <TermsForm version={config.termsVersion ?? ''} />;
    case 'verification':
      return <VerificationNotice />;
  }
}

/** One open auth dialog (loaded lazily, so the dialogs cost the home page nothing until opened). */
export function AccountDialog({ request, depositForm }: AccountDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const closable = isClosable(request.kind);
  return (
    <Modal
      key={request.kind}
      title={t(TITLES[request.kind])}
      closeLabel={t('common.close')}
      onClose={closable ? closeAccountDialog : undefined}
    >
      <DialogBody request={request} depositForm={depositForm} />
      {!closable && (
        <DialogLinks>
          <LinkButton onClick={() => void endSession(queryClient, locale).finally(closeAccountDialog)}>
            {t('account.menu.signOut')}
          </LinkButton>
        </DialogLinks>
      )}
    </Modal>
  );
}
