import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogLink } from '@/account-shared/dialog-link';
import { useApiForm } from '@/account-shared/use-api-form';
import { createDeposit } from '@/api/payments';
import { currentAccount, playerQueries } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import { useAuthStatus } from '@/api/session';
import { Button } from '@/components/ui/button';
import { DoneMessage, FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney, normalizeAmountInput } from '@/lib/money';
import { randomId } from '@/lib/random-id';

/** Whole-unit amounts offered for fiat currencies (100 BTC is no quick amount). */
const QUICK_AMOUNTS = ['10', '20', '50', '100'] as const;

type DepositFormProps = {
  /** The page the provider sends the player back to, with `?payment=…` appended. */
  returnPath: string;
  onDone?: () => void;
};

/** The standard deposit form (docs/product.md#deposits) for the demo provider, in the player's current currency. */
export function DepositForm({ returnPath, onDone }: DepositFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const accounts = useQuery({ ...playerQueries.accounts(locale), enabled: status === 'LOGGED_IN' });
  const account = currentAccount(accounts.data);
  const [amount, setAmountText] = useState('');
  // One key per attempt: a resubmission of the same amount cannot deposit twice.
  const [attemptKey, setAttemptKey] = useState(randomId);
  const setAmount = (value: string) => {
    setAmountText(value);
    setAttemptKey(randomId());
  };
  const form = useApiForm(['amount']);

  if (status !== 'LOGGED_IN') {
    return (
      <DoneMessage text={t('account.deposit.signInFirst')}>
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
          const payment = await createDeposit(locale, normalizeAmountInput(amount), returnPath, attemptKey);
          await queryClient.invalidateQueries({ queryKey: playerKeys.all });
          onDone?.();
          void navigate(payment.redirect_url);
        })
      }
    >
      {account && (
        <p className={styles.intro}>
          {t('account.deposit.balance', {
            balance: formatMoney(account.balance, account.currency, account.subunits, locale),
          })}
        </p>
      )}
      <TextField
        label={t('account.deposit.amount', { currency: account?.currency ?? '' })}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount', amount, setAmount)}
        required
      />
      {account?.subunits === 100 && (
        <div className={styles.chips} role="group" aria-label={t('account.deposit.quickAmounts')}>
          {QUICK_AMOUNTS.map((value) => (
            <Button key={value} size="small" aria-pressed={amount === value} onClick={() => setAmount(value)}>
              {value}
            </Button>
          ))}
        </div>
      )}
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t('account.deposit.submit')}</SubmitButton>
    </form>
  );
}
