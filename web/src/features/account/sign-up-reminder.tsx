import { useTranslation } from 'react-i18next';
import { ReminderCard } from '@/account-shared/reminder-card';
import { useDelayedReminder } from '@/account-shared/use-delayed-reminder';
import { REGISTERED_KEY } from '@/api/session';
import { config } from '@/config/config';

/** Local storage flag: the reminder was shown on this device (it shows once). */
export const REMINDER_SHOWN_KEY = 'sign_up_reminder_shown';

function hasStored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

/** No reminder yet and nobody signed in here: the visitor may be invited. */
function isFirstVisit(): boolean {
  return !hasStored(REMINDER_SHOWN_KEY) && !hasStored(REGISTERED_KEY);
}

/** Records the reminder on this device; a device that cannot store it is not reminded. */
function claimOnce(): boolean {
  try {
    localStorage.setItem(REMINDER_SHOWN_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Invites an anonymous visitor to sign up after the site's `sign_up_reminder_seconds` (docs/product.md#site-configuration),
 * once per device and never for someone who has signed in here. A polite card, not a modal.
 */
export function SignUpReminder() {
  const { t } = useTranslation();
  const { isShown, close } = useDelayedReminder(config.signUpReminderSeconds, isFirstVisit(), claimOnce);
  if (!isShown) return null;
  return (
    <ReminderCard
      tone="success"
      title={t('account.reminder.title')}
      text={t('account.reminder.text')}
      action={t('header.signUp')}
      dialog="sign_up"
      onClose={close}
    />
  );
}
