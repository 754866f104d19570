import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTERED_KEY } from '@/api/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { config } from '@/config/config';
import { openAccountDialog } from './account-dialog-state';

/** Local storage flag: the reminder was shown on this device (it shows once). */
export const REMINDER_SHOWN_KEY = 'sign_up_reminder_shown';

function hasStored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

/**
 * Invites an anonymous visitor to sign up after the site's `sign_up_reminder_seconds` (docs/product.md#site-configuration),
 * once per device and never for someone who has signed in here. A polite card, not a modal.
 */
export function SignUpReminder() {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  const seconds = config.signUpReminderSeconds;
  const close = useCallback(() => setShown(false), []);

  useEffect(() => {
    if (seconds === null || hasStored(REMINDER_SHOWN_KEY) || hasStored(REGISTERED_KEY)) return;
    const timer = window.setTimeout(() => {
      try {
        localStorage.setItem(REMINDER_SHOWN_KEY, '1');
      } catch {
        return;
      }
      setShown(true);
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  if (!isShown) return null;
  return (
    <Alert
      tone="success"
      title={t('account.reminder.title')}
      closeLabel={t('common.close')}
      onClose={close}
      autoCloseMs={null}
    >
      <p>{t('account.reminder.text')}</p>
      <Button
        variant="primary"
        size="small"
        onClick={() => {
          close();
          openAccountDialog({ kind: 'sign_up' });
        }}
      >
        {t('header.signUp')}
      </Button>
    </Alert>
  );
}
