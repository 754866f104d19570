import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '@/account-shared/use-api-form';
import { setLimit } from '@/api/limits';
import { completeSignOut } from '@/api/session';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-parts';
import { Modal } from '@/components/ui/modal';
import { useLocale } from '@/i18n/locale-context';
import type { BlockLength, BlockType } from './limit-view';
import styles from './limits-page.module.css';

type BreakDialogProps = {
  type: BlockType;
  length: BlockLength;
  onClose: () => void;
  onStarted: (block: UserLimit) => void;
};

/**
 * The last word before a time-out or self-exclusion: it ends the session now and cannot be undone.
 * The server's answer clears the session cookie, so the app signs the player out here.
 */
export function BreakDialog({ type, length, onClose, onStarted }: BreakDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useApiForm([]);
  const start = () =>
    form.submit(null, async () => {
      const block = await setLimit(locale, { type, length });
      onStarted(block);
      completeSignOut(queryClient);
    });
  return (
    <Modal
      title={t(`account.limits.breaks.${type}.confirmTitle`)}
      closeLabel={t('common.close')}
      onClose={form.isPending ? undefined : onClose}
    >
      <p className={styles.summary}>
        {t('account.limits.breaks.choice', {
          name: t(`account.limits.names.${type}`),
          length: t(`account.limits.breaks.lengths.${length}`),
        })}
      </p>
      <p>{t(`account.limits.breaks.${type}.confirmText`)}</p>
      <p className={styles.final}>{t(`account.limits.breaks.${type}.final`)}</p>
      <FormError text={form.errors.form} />
      <div className={styles.dialogActions}>
        <Button onClick={onClose} disabled={form.isPending}>
          {t('account.limits.breaks.cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={() => void start()}
          disabled={form.isPending}
          aria-busy={form.isPending}
        >
          {t(`account.limits.breaks.${type}.confirm`)}
        </Button>
      </div>
    </Modal>
  );
}
