import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeAuthFields, playerKeys } from '@/api/player';
import type { AuthFields, Player } from '@/api/types';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';
import { closeAccountDialog } from '../account-dialog-state';
import { FormError, SubmitButton, useApiForm } from './form-parts';
import styles from './dialogs.module.css';

const EDITABLE = ['first_name', 'last_name', 'nickname'] as const;
type Editable = (typeof EDITABLE)[number];
const LABELS = {
  first_name: 'account.fields.firstName',
  last_name: 'account.fields.lastName',
  nickname: 'account.fields.nickname',
} as const;

/** The fields the player must still fill in (`auth_fields_missed`); it closes only when they are saved. */
export function MissedFieldsForm({ missed }: { missed: readonly string[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const asked = EDITABLE.filter((name) => missed.includes(name));
  const shown: readonly Editable[] = asked.length > 0 ? asked : EDITABLE;
  const [values, setValues] = useState<Record<string, string>>({});
  const form = useApiForm(shown);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          const fields: AuthFields = Object.fromEntries(shown.map((name) => [name, values[name] ?? '']));
          const player = await completeAuthFields(locale, fields);
          queryClient.setQueryData<Player>(playerKeys.profile, player);
          if (player.auth_fields_missed.length === 0) closeAccountDialog();
        })
      }
    >
      <p className={styles.intro}>{t('account.missedFields.intro')}</p>
      {shown.map((name) => (
        <TextField
          key={name}
          label={t(LABELS[name])}
          name={name}
          value={values[name] ?? ''}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          error={form.errors.fields[name]}
          required
        />
      ))}
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{t('account.missedFields.submit')}</SubmitButton>
    </form>
  );
}
