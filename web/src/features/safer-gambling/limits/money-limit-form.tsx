import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '@/account-shared/use-api-form';
import { limitKeys, setLimit } from '@/api/limits';
import { currentAccount, playerQueries } from '@/api/player';
import type { UserLimit } from '@/api/types';
import { FormError, SubmitButton } from '@/components/ui/form-parts';
import dialogStyles from '@/components/ui/form-parts.module.css';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';
import {
  findSame,
  hasPeriod,
  LIMIT_PERIODS,
  limitNameKey,
  MONEY_LIMIT_TYPES,
  moneyLimitRequest,
  setOutcome,
  type LimitPeriod,
  type MoneyLimitType,
} from './limit-view';
import { useLimitFormat } from './use-limit-format';
import styles from './limits-page.module.css';

/**
 * Sets or changes a deposit, wager, loss or stake limit in the player's current currency, then
 * says what happened: in force now, or waiting 24 hours for a confirmation.
 */
export function MoneyLimitForm({ limits }: { limits: readonly UserLimit[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const format = useLimitFormat();
  const accounts = useQuery(playerQueries.accounts(locale));
  const currency = currentAccount(accounts.data)?.currency;
  const [type, setType] = useState<MoneyLimitType>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const form = useApiForm(['type', 'period', 'amount']);
  const same = findSame(limits, type, period, currency);

  function describe(answer: UserLimit): string {
    const name = t(limitNameKey(answer));
    const money = (minor: number | null | undefined) => format.money(minor ?? 0, answer.currency);
    if (setOutcome(answer) === 'in_force')
      return t('account.limits.form.inForce', { name, amount: money(answer.amount) });
    return t('account.limits.form.waiting', {
      name,
      amount: money(answer.pending_amount),
      current: money(answer.amount),
      time: format.time(answer.confirmable_at ?? ''),
    });
  }

  return (
    <form
      className={dialogStyles.form}
      noValidate
      onSubmit={(event) => {
        setResult(null);
        void form.submit(event, async () => {
          const answer = await setLimit(locale, moneyLimitRequest(type, period, amount));
          setResult(describe(answer));
          setAmount('');
          await queryClient.invalidateQueries({ queryKey: limitKeys.list });
        });
      }}
    >
      <p className={dialogStyles.intro}>{t('account.limits.form.rules')}</p>
      <SelectField
        label={t('account.limits.form.type')}
        name="type"
        value={type}
        options={MONEY_LIMIT_TYPES}
        optionText={(value) => t(`account.limits.form.types.${value}`)}
        onChange={setType}
      />
      {hasPeriod(type) ? (
        <SelectField
          label={t('account.limits.form.period')}
          name="period"
          value={period}
          options={LIMIT_PERIODS}
          optionText={(value) => t(`account.limits.form.periods.${value}`)}
          onChange={setPeriod}
        />
      ) : (
        <p className={styles.hint}>{t('account.limits.form.noPeriod')}</p>
      )}
      <TextField
        label={t('account.limits.form.amount', { currency: currency ?? '' })}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount', amount, setAmount)}
        hint={
          same?.amount == null
            ? undefined
            : t('account.limits.form.currentAmount', { amount: format.money(same.amount, same.currency) })
        }
        error={form.errors.fields.amount ?? form.errors.fields.period ?? form.errors.fields.type}
        required
      />
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t('account.limits.form.submit')}</SubmitButton>
      <div aria-live="polite">{result && <p className={styles.done}>{result}</p>}</div>
    </form>
  );
}
