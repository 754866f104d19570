import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AccountDialogKind } from '@/lib/account-modal';
import { openAccountDialog } from './account-dialog-state';

type ReminderCardProps = {
  tone: 'success' | 'warning';
  title: string;
  text: string;
  /** The button's label; it opens `dialog`. */
  action: string;
  dialog: AccountDialogKind;
  onClose: () => void;
};

/** A reminder's polite card (not a modal): it stays until closed, or until its button opens the dialog. */
export function ReminderCard({ tone, title, text, action, dialog, onClose }: ReminderCardProps) {
  const { t } = useTranslation();
  return (
    <Alert tone={tone} title={title} closeLabel={t('common.close')} onClose={onClose} autoCloseMs={null}>
      <p>{text}</p>
      <Button
        variant="primary"
        size="small"
        onClick={() => {
          onClose();
          openAccountDialog({ kind: dialog });
        }}
      >
        {action}
      </Button>
    </Alert>
  );
}
