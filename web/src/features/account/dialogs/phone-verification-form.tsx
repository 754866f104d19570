import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccountDialog } from '@/account-shared/account-dialog-state';
import { useApiForm } from '@/account-shared/use-api-form';
import { playerQueries, sendPhoneCode, verifyPhoneCode } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import type { PhoneVerification } from '@/api/types';
import { DialogLinks, DoneMessage, FormError, LinkButton, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';

/** Phone number → texted six-digit code → verified. The dialog closes only when verified. */
export function PhoneVerificationForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const phone = useQuery(playerQueries.phone(locale));
  const [number, setNumber] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [isCodeSent, setCodeSent] = useState(false);
  const sendForm = useApiForm(['phone_number']);
  const codeForm = useApiForm(['code']);
  const store = (state: PhoneVerification) => queryClient.setQueryData(playerKeys.phone, state);

  if (phone.isPending) return <p role="status">{t('common.loading')}</p>;
  if (phone.data?.is_verified) {
    return (
      <DoneMessage text={t('account.phone.verified', { phone: phone.data.phone_number ?? '' })}>
        <LinkButton onClick={closeAccountDialog}>{t('common.close')}</LinkButton>
      </DoneMessage>
    );
  }
  const phoneNumber = number ?? phone.data?.phone_number ?? '';
  const send = async () => {
    store(await sendPhoneCode(locale, phoneNumber));
  };

  if (!isCodeSent) {
    return (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) =>
          sendForm.submit(event, async () => {
            await send();
            setCodeSent(true);
          })
        }
      >
        <p className={styles.intro}>{t('account.phone.intro')}</p>
        <TextField
          label={t('account.fields.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+382 67 123 456"
          {...sendForm.field('phone_number', phoneNumber, setNumber)}
          required
        />
        <FormError text={sendForm.errors.form} />
        <SubmitButton isPending={sendForm.isPending}>{t('account.phone.send')}</SubmitButton>
      </form>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        codeForm.submit(event, async () => {
          store(await verifyPhoneCode(locale, code));
          void queryClient.invalidateQueries({ queryKey: playerKeys.profile });
        })
      }
    >
      <p className={styles.intro} role="status">
        {t('account.phone.codeSent', { phone: phoneNumber })}
      </p>
      <TextField
        label={t('account.fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...codeForm.field('code', code, setCode)}
        required
      />
      <FormError text={codeForm.errors.form ?? sendForm.errors.form} />
      <SubmitButton isPending={codeForm.isPending}>{t('account.phone.verify')}</SubmitButton>
      <DialogLinks>
        <LinkButton onClick={() => void sendForm.submit(null, send)}>{t('account.phone.resend')}</LinkButton>
        <LinkButton onClick={() => setCodeSent(false)}>{t('account.phone.changeNumber')}</LinkButton>
      </DialogLinks>
    </form>
  );
}
