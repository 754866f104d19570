import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReminderCard } from '@/account-shared/reminder-card';
import { useDelayedReminder } from '@/account-shared/use-delayed-reminder';
import { currentAccount, playerQueries } from '@/api/player';
import { useLocale } from '@/i18n/locale-context';
import { COOKIE_DAYS, readCookie, writeCookie } from '@/lib/cookies';
import { DEPOSIT_REMINDER_COOKIE, isDepositReminderDue } from '@/lib/deposit-reminder';

/** Records today's reminder; one already shown today (or a page that cannot keep cookies) is not shown again. */
function claimToday(): boolean {
  if (readCookie(DEPOSIT_REMINDER_COOKIE) !== null) return false;
  writeCookie(DEPOSIT_REMINDER_COOKIE, '1', COOKIE_DAYS.depositReminder);
  return readCookie(DEPOSIT_REMINDER_COOKIE) !== null;
}

type DepositReminderProps = { groupId: number | null; afterSeconds: number };

/**
 * Reminds a signed-in player whose wallet is empty to deposit (docs/product.md#site-configuration,
 * decision 032): the site's delay after the page loads, once a day, a polite card like the sign-up
 * reminder. Only for the configured status group when there is one.
 */
export function DepositReminder({ groupId, afterSeconds }: DepositReminderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = currentAccount(useQuery(playerQueries.accounts(locale)).data)?.balance;
  const groups = useQuery({ ...playerQueries.statusGroups(locale), enabled: groupId !== null }).data;
  const isDue = isDepositReminderDue(balance, groups, groupId);
  const { isShown, close } = useDelayedReminder(afterSeconds, isDue, claimToday);
  if (!isShown) return null;
  return (
    <ReminderCard
      tone="warning"
      title={t('account.depositReminder.title')}
      text={t('account.depositReminder.text')}
      action={t('header.deposit')}
      dialog="deposit"
      onClose={close}
    />
  );
}
