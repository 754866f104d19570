import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '@/account-shared/use-api-form';
import { ApiError } from '@/api/client';
import { limitKeys, setLimit } from '@/api/limits';
import type { UserLimit } from '@/api/types';
import { FormError, SubmitButton } from '@/components/ui/form-parts';
import dialogStyles from '@/components/ui/form-parts.module.css';
import { SelectField } from '@/components/ui/select-field';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { HoursMinutesField } from './hours-minutes-field';
import {
  allowedMinutes,
  findSame,
  LIMIT_PERIODS,
  limitNameKey,
  isPerPeriodMinutes,
  minuteLimitRequest,
  offeredMinuteTypes,
  minutesOf,
  REALITY_CHECK_CHOICES,
  SESSION_LENGTH_CHOICES,
  setOutcome,
  type LimitPeriod,
  type MinuteLimitType,
} from './limit-view';
import { useLimitFormat } from './use-limit-format';
import styles from './limits-page.module.css';

/** The reality check and the session and sign-in limits are chosen from a list of lengths. */
const CHOICES = {
  reality_check: { label: 'account.limits.time.interval', options: REALITY_CHECK_CHOICES.map(String) },
  sportsbook_session: {
    label: 'account.limits.time.sessionLength',
    options: SESSION_LENGTH_CHOICES.map(String),
  },
  session: { label: 'account.limits.time.signInLength', options: SESSION_LENGTH_CHOICES.map(String) },
};

/**
 * Sets or changes the reality-check interval, the session or sign-in length limit or the time per
 * day, week or month, says in words what the chosen limit does, then what happened: in force now, or
 * waiting 24 hours for a confirmation.
 */
export function TimeLimitForm({ limits }: { limits: readonly UserLimit[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const format = useLimitFormat();
  const [type, setType] = useState<MinuteLimitType>('reality_check');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [chosen, setChosen] = useState({ reality_check: '30', sportsbook_session: '60', session: '60' });
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [result, setResult] = useState<string | null>(null);
  // Only the time's own fields can be wrong; a select's refusal is said for the form.
  const isPerPeriod = isPerPeriodMinutes(type);
  const form = useApiForm(isPerPeriod ? ['amount'] : []);
  const same = findSame(limits, type, period, undefined);
  const current =
    same?.amount == null
      ? undefined
      : t('account.limits.form.currentAmount', { amount: format.duration(same.amount) });
  const explanation = isPerPeriod
    ? t(`account.limits.time.explain.${type}_${period}`)
    : t(`account.limits.time.explain.${type}`, { duration: format.duration(Number(chosen[type])) });

  function describe(answer: UserLimit): string {
    const name = t(limitNameKey(answer));
    if (setOutcome(answer) === 'in_force')
      return t('account.limits.time.inForce', { name, amount: format.duration(answer.amount ?? 0) });
    return t('account.limits.time.waiting', {
      name,
      amount: format.duration(answer.pending_amount ?? 0),
      current: format.duration(answer.amount ?? 0),
      time: format.time(answer.confirmable_at ?? ''),
    });
  }

  function refuse(text: string) {
    form.setErrors(isPerPeriod ? { fields: { amount: text } } : { form: text, fields: {} });
  }

  async function save(amount: number) {
    try {
      const answer = await setLimit(locale, minuteLimitRequest(type, period, amount));
      setResult(describe(answer));
      setHours('');
      setMinutes('');
      await queryClient.invalidateQueries({ queryKey: limitKeys.list });
    } catch (error) {
      const range =
        error instanceof ApiError && error.code === 'amount_invalid' && allowedMinutes(error.details);
      if (!range) throw error;
      refuse(
        t('account.limits.time.range', { min: format.duration(range.min), max: format.duration(range.max) }),
      );
    }
  }

  return (
    <form
      className={dialogStyles.form}
      noValidate
      onSubmit={(event) => {
        setResult(null);
        void form.submit(event, async () => {
          const amount = isPerPeriod ? minutesOf(hours, minutes) : Number(chosen[type]);
          if (amount === null) refuse(t('account.limits.time.notWhole'));
          else await save(amount);
        });
      }}
    >
      <p className={dialogStyles.intro}>{t('account.limits.time.rules')}</p>
      <SelectField
        label={t('account.limits.time.type')}
        name="type"
        value={type}
        options={offeredMinuteTypes(config.features.activityTracking)}
        optionText={(value) => t(`account.limits.time.types.${value}`)}
        onChange={setType}
        hint={explanation}
      />
      {isPerPeriod ? (
        <>
          <SelectField
            label={t('account.limits.form.period')}
            name="period"
            value={period}
            options={LIMIT_PERIODS}
            optionText={(value) => t(`account.limits.form.periods.${value}`)}
            onChange={setPeriod}
          />
          <HoursMinutesField
            legend={t('account.limits.time.allowed')}
            hours={hours}
            minutes={minutes}
            onHoursChange={setHours}
            onMinutesChange={setMinutes}
            hint={current}
            error={form.errors.fields.amount}
          />
        </>
      ) : (
        <SelectField
          key={type}
          label={t(CHOICES[type].label)}
          name="amount"
          value={chosen[type]}
          options={CHOICES[type].options}
          optionText={(value) => format.duration(Number(value))}
          onChange={(value) => setChosen({ ...chosen, [type]: value })}
          hint={current}
        />
      )}
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t('account.limits.time.submit')}</SubmitButton>
      <div aria-live="polite">{result && <p className={styles.done}>{result}</p>}</div>
    </form>
  );
}
