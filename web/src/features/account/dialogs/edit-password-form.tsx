import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '@/api/auth';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';
import { DialogLink, DialogLinks, DoneMessage, FormError, SubmitButton, useApiForm } from './form-parts';
import styles from './dialogs.module.css';

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
        name="password"
        autoComplete="new-password"
        hint={t('account.signUp.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.errors.fields.password}
        required
      />
      <TextField
        label={t('account.fields.passwordConfirmation')}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={form.errors.fields.password_confirmation}
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
