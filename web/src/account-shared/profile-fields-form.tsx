import { useQueryClient } from '@tanstack/react-query';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { completeAuthFields } from '@/api/player';
import { playerKeys } from '@/api/player-keys';
import type { AuthFields, Player } from '@/api/types';
import { FormError, SubmitButton } from '@/components/ui/form-parts';
import styles from '@/components/ui/form-parts.module.css';
import { TextField } from '@/components/ui/text-field';
import { useLocale } from '@/i18n/locale-context';
import type { ProfileFieldName } from '@/lib/profile-fields';
import { useApiForm } from './use-api-form';

type FieldLook = { label: string } & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>;

const LOOKS: Readonly<Record<ProfileFieldName, FieldLook>> = {
  first_name: { label: 'account.fields.firstName', autoComplete: 'given-name' },
  last_name: { label: 'account.fields.lastName', autoComplete: 'family-name' },
  nickname: { label: 'account.fields.nickname', autoComplete: 'nickname' },
  date_of_birth: { label: 'account.fields.dateOfBirth', type: 'date', autoComplete: 'bday' },
  address: { label: 'account.fields.address', autoComplete: 'street-address' },
  city: { label: 'account.fields.city', autoComplete: 'address-level2' },
  postal_code: { label: 'account.fields.postalCode', autoComplete: 'postal-code' },
};

type ProfileFieldsFormProps = {
  fields: readonly ProfileFieldName[];
  /** The sentence above the fields. */
  intro: string;
  submitText: string;
  /** Called with the saved player (the profile query already holds it). */
  onSaved?: (player: Player) => void;
};

/** Profile fields the player must fill in: the missing auth fields, or the details a deposit needs (decision 036). */
export function ProfileFieldsForm({ fields, intro, submitText, onSaved }: ProfileFieldsFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Partial<Record<ProfileFieldName, string>>>({});
  const form = useApiForm(fields);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        form.submit(event, async () => {
          const sent: AuthFields = Object.fromEntries(fields.map((name) => [name, values[name] ?? '']));
          const player = await completeAuthFields(locale, sent);
          queryClient.setQueryData<Player>(playerKeys.profile, player);
          onSaved?.(player);
        })
      }
    >
      <p className={styles.intro}>{intro}</p>
      {fields.map((name) => (
        <TextField
          key={name}
          label={t(LOOKS[name].label)}
          type={LOOKS[name].type}
          autoComplete={LOOKS[name].autoComplete}
          {...form.field(name, values[name] ?? '', (value) => setValues({ ...values, [name]: value }))}
          required
        />
      ))}
      <FormError text={form.errors.form} />
      <SubmitButton isPending={form.isPending}>{submitText}</SubmitButton>
    </form>
  );
}
