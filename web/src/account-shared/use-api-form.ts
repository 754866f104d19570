import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors, type FormErrors } from './api-error-text';

/**
 * Submitting a dialog form: disables it while the request runs and turns a refusal into texts for
 * the fields the form shows (`shownFields`) and the form itself. `field` binds a text field to
 * them: `<TextField label={…} {...form.field('email', email, setEmail)} />`.
 */
export function useApiForm(shownFields: readonly string[]) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  async function submit(event: FormEvent | null, action: () => Promise<void>): Promise<void> {
    event?.preventDefault();
    if (isPending) return;
    setPending(true);
    setErrors({ fields: {} });
    try {
      await action();
    } catch (error) {
      setErrors(formErrors(t, error, shownFields));
    } finally {
      setPending(false);
    }
  }
  function field(name: string, value: string, setValue: (value: string) => void) {
    return {
      name,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
      error: errors.fields[name],
    };
  }
  return { isPending, errors, setErrors, submit, field };
}
