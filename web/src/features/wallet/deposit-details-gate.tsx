import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFieldsForm } from '@/account-shared/profile-fields-form';
import { playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import { SkeletonRows } from '@/components/ui/state-message';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { missingDepositFields } from '@/lib/profile-fields';

type DepositDetailsGateProps = {
  children: ReactNode;
  /** Puts the details form into its place on the page (the dialog shows it as it is). */
  wrap?: (form: ReactNode) => ReactNode;
};

/**
 * A deposit needs the details the site asks for (`deposit_fields`, decision 036): until the player has them,
 * the form for the missing ones stands in for the deposit forms, which appear once they are saved.
 */
export function DepositDetailsGate({ children, wrap = (form) => form }: DepositDetailsGateProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = useAuthStatus();
  const isAsking = config.depositFields.length > 0 && status === 'LOGGED_IN';
  const profile = useQuery({ ...playerQueries.profile(locale), enabled: isAsking });
  // Without the profile the deposit goes ahead: the server still refuses it, naming the missing field.
  if (!isAsking || profile.isError) return <>{children}</>;
  if (!profile.data) return <SkeletonRows count={3} label={t('common.loading')} />;
  const missing = missingDepositFields(config.depositFields, profile.data);
  if (missing.length === 0) return <>{children}</>;
  return wrap(
    <ProfileFieldsForm
      fields={missing}
      intro={t('account.depositDetails.intro')}
      submitText={t('account.depositDetails.submit')}
    />,
  );
}
