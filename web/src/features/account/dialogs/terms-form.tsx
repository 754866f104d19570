import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { closeAccountDialog } from '@/account-shared/account-dialog-state';
import { useApiForm } from '@/account-shared/use-api-form';
import { acceptTerms } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import type { Player } from '@/api/types';
import { FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { useLocale } from '@/i18n/locale-context';
import { PlatformLink } from '@/i18n/platform-link';

/**
 * The terms-and-conditions checker (decision 034): the terms in force changed since the player
 * last accepted them; reading them is a link away, and the dialog closes only once they are
 * accepted (or the player signs out).
 */
export function TermsForm({ version }: { version: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useApiForm(['version']);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          const player = await acceptTerms(locale, version);
          queryClient.setQueryData<Player>(playerKeys.profile, player);
          closeAccountDialog();
        })
      }
    >
      <p className={styles.intro}>{t('account.terms.intro')}</p>
      <p>
        <PlatformLink page="terms" className={styles.linkButton}>
          {t('account.terms.read')}
        </PlatformLink>
      </p>
      <FormError text={form.errors.form ?? form.errors.fields.version} />
      <SubmitButton isPending={form.isPending}>{t('account.terms.accept')}</SubmitButton>
    </form>
  );
}
