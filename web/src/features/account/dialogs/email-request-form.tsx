import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLink } from '@/account-shared/dialog-link';
import { useApiForm } from '@/account-shared/use-api-form';
import { requestPasswordReset, resendConfirmation, resendUnlock } from '@/api/auth';
import { DialogLinks, DoneMessage, FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';

export type EmailRequestKind =
  'forgot_password' | 'resend_confirmation_instructions' | 'resend_unlock_instructions';

const SEND = {
  forgot_password: requestPasswordReset,
  resend_confirmation_instructions: resendConfirmation,
  resend_unlock_instructions: resendUnlock,
} as const;

const TEXTS = {
  forgot_password: { intro: 'account.forgot.intro', submit: 'account.forgot.submit' },
  resend_confirmation_instructions: {
    intro: 'account.resendConfirmation.intro',
    submit: 'account.resendConfirmation.submit',
  },
  resend_unlock_instructions: { intro: 'account.resendUnlock.intro', submit: 'account.resendUnlock.submit' },
} as const;

/**
 * One email field that asks for a link: password reset, confirmation or unlock instructions. The
 * answer is always "sent" (no account enumeration), so the done text says "if an account exists".
 */
export function EmailRequestForm({ kind }: { kind: EmailRequestKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [isSent, setSent] = useState(false);
  const form = useApiForm(['email']);
  if (isSent) {
    return (
      <DoneMessage text={t('account.emailSent', { email })}>
        <DialogLink kind="sign_in">{t('account.backToSignIn')}</DialogLink>
      </DoneMessage>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          await SEND[kind](locale, email);
          setSent(true);
        })
      }
    >
      <p className={styles.intro}>{t(TEXTS[kind].intro)}</p>
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        {...form.field('email', email, setEmail)}
        required
      />
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t(TEXTS[kind].submit)}</SubmitButton>
      <DialogLinks>
        <DialogLink kind="sign_in">{t('account.backToSignIn')}</DialogLink>
      </DialogLinks>
    </form>
  );
}
