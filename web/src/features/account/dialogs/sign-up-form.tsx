import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLink } from '@/account-shared/dialog-link';
import { useApiForm } from '@/account-shared/use-api-form';
import { signUp } from '@/api/auth';
import fieldStyles from '@/components/ui/field.module.css';
import { DialogLinks, DoneMessage, FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';
import { readCookie } from '@/lib/cookies';
import { AFFILIATE_COOKIE } from '@/lib/tracking-params';

const CURRENCIES = ['EUR', 'USD', 'RSD', 'BTC'] as const;
const FIELDS = ['email', 'password', 'password_confirmation', 'phone', 'currency'] as const;

/** Creates an unconfirmed account; the confirmation link goes to the email address. */
export function SignUpForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState({ email: '', password: '', password_confirmation: '', phone: '' });
  const [currency, setCurrency] = useState<string>('EUR');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useApiForm(FIELDS);
  if (sentTo !== null) {
    return <DoneMessage text={t('account.signUp.done', { email: sentTo })} />;
  }
  const field = (name: keyof typeof values) =>
    form.field(name, values[name], (value) => setValues({ ...values, [name]: value }));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          const player = await signUp(locale, {
            ...values,
            phone: values.phone.trim() === '' ? null : values.phone,
            currency,
            language: locale,
            // The affiliate tag the player arrived with (decision 029), kept by the operator (decision 036).
            stag: readCookie(AFFILIATE_COOKIE),
          });
          setSentTo(player.email ?? values.email);
        })
      }
    >
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <TextField
        label={t('account.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('account.signUp.passwordHint')}
        required
        {...field('password')}
      />
      <TextField
        label={t('account.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        {...field('password_confirmation')}
      />
      <TextField
        label={t('account.fields.phoneOptional')}
        type="tel"
        autoComplete="tel"
        placeholder="+382 67 123 456"
        {...field('phone')}
      />
      <label className={styles.label}>
        {t('account.fields.currency')}
        <select
          className={fieldStyles.select}
          name="currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <FormError text={form.errors.form ?? form.errors.fields.currency} />
      <SubmitButton isPending={form.isPending}>{t('account.signUp.submit')}</SubmitButton>
      <DialogLinks>
        <DialogLink kind="sign_in">{t('account.signUp.haveAccount')}</DialogLink>
      </DialogLinks>
    </form>
  );
}
