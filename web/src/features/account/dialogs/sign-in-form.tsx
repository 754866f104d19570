import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccountDialog } from '@/account-shared/account-dialog-state';
import { DialogLink } from '@/account-shared/dialog-link';
import { useApiForm } from '@/account-shared/use-api-form';
import { signIn } from '@/api/auth';
import { ApiError } from '@/api/client';
import { completeSignIn } from '@/api/profile-load';
import { DialogLinks, FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';

/** Email or auth phone number + password. Wrong credentials are a form error, not a session end. */
export function SignInForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useApiForm(['login', 'password']);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          setRefusal(null);
          try {
            const player = await signIn(locale, login, password);
            await completeSignIn(queryClient, locale, player);
            closeAccountDialog();
          } catch (error) {
            if (error instanceof ApiError) setRefusal(error.code);
            throw error;
          }
        })
      }
    >
      <TextField
        label={t('account.fields.login')}
        autoComplete="username"
        {...form.field('login', login, setLogin)}
        required
      />
      <TextField
        label={t('account.fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password', password, setPassword)}
        required
      />
      <FormError text={form.errors.form} />
      {refusal === 'account_locked' && (
        <DialogLink kind="resend_unlock_instructions">{t('account.resendUnlock.title')}</DialogLink>
      )}
      {refusal === 'email_unconfirmed' && (
        <DialogLink kind="resend_confirmation_instructions">
          {t('account.resendConfirmation.title')}
        </DialogLink>
      )}
      <SubmitButton isPending={form.isPending}>{t('account.signIn.submit')}</SubmitButton>
      <DialogLinks>
        <DialogLink kind="forgot_password">{t('account.signIn.forgot')}</DialogLink>
        <DialogLink kind="sign_up">{t('account.signIn.noAccount')}</DialogLink>
      </DialogLinks>
    </form>
  );
}
