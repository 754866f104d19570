import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLink } from '@/account-shared/dialog-link';
import { useApiForm } from '@/account-shared/use-api-form';
import { resetPassword } from '@/api/auth';
import { DialogLinks, DoneMessage, FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';

/** A new password with the emailed reset token (already taken out of the address bar). */
export function EditPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isDone, setDone] = useState(false);
  const form = useApiForm(['password', 'password_confirmation']);
  if (isDone) {
    return (
      <DoneMessage text={t('account.editPassword.done')}>
        <DialogLink kind="sign_in">{t('account.signIn.title')}</DialogLink>
      </DoneMessage>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          await resetPassword(locale, token, password, confirmation);
          setDone(true);
        })
      }
    >
      <TextField
        label={t('account.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('account.signUp.passwordHint')}
        {...form.field('password', password, setPassword)}
        required
      />
      <TextField
        label={t('account.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        {...form.field('password_confirmation', confirmation, setConfirmation)}
        required
      />
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t('account.editPassword.submit')}</SubmitButton>
      <DialogLinks>
        <DialogLink kind="forgot_password">{t('account.editPassword.newLink')}</DialogLink>
      </DialogLinks>
    </form>
  );
}
