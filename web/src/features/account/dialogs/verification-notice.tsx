import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccountDialog } from '@/account-shared/account-dialog-state';
import { useApiForm } from '@/account-shared/use-api-form';
import { resendConfirmation } from '@/api/auth';
import { playerQueries } from '@/api/player';
import { DoneMessage, FormError, LinkButton, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { useLocale } from '@/i18n/locale-context';

/**
 * The verification dialog for a profile whose statuses say `unverified`: the email address is not
 * confirmed yet. It says so and sends the confirmation link again; it can be closed.
 */
export function VerificationNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const email = useQuery(playerQueries.profile(locale)).data?.email ?? '';
  const [isSent, setSent] = useState(false);
  const form = useApiForm([]);
  if (isSent) {
    return (
      <DoneMessage text={t('account.verification.sent', { email })}>
        <LinkButton onClick={closeAccountDialog}>{t('common.close')}</LinkButton>
      </DoneMessage>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          await resendConfirmation(locale, email);
          setSent(true);
        })
      }
    >
      <p className={styles.intro}>{t('account.verification.intro', { email })}</p>
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t('account.verification.resend')}</SubmitButton>
    </form>
  );
}
