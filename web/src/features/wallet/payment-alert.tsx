import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { playerKeys } from '@/api/player-keys';
import { Alert } from '@/components/ui/alert';
import { parsePaymentResult, type PaymentResult } from '@/lib/account-modal';
import { withoutParams } from '@/lib/url-params';

const TONE = { success: 'success', error: 'error', pending: 'warning' } as const;

/**
 * The alert for the payment-result return parameter (`?payment=success|error|pending`): bottom
 * centre, closes after 5 s. The parameter leaves the address so a reload does not repeat it.
 */
export function PaymentAlert() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // `serial` makes a repeated outcome (two failures in a row) a new alert with a fresh timer.
  const [shown, setShown] = useState<{ result: PaymentResult; serial: number } | null>(null);
  const [handledSearch, setHandledSearch] = useState('');
  const close = useCallback(() => setShown(null), []);
  const fromUrl = parsePaymentResult(location.search);
  if (fromUrl !== null && location.search !== handledSearch) {
    setHandledSearch(location.search);
    setShown({ result: fromUrl, serial: (shown?.serial ?? 0) + 1 });
  } else if (fromUrl === null && handledSearch !== '') {
    setHandledSearch('');
  }

  useEffect(() => {
    if (parsePaymentResult(location.search) === null) return;
    void queryClient.invalidateQueries({ queryKey: playerKeys.all });
    const search = withoutParams(location.search, ['payment']);
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);

  if (shown === null) return null;
  const { result } = shown;
  return (
    <Alert
      key={shown.serial}
      tone={TONE[result]}
      title={t(`account.payment.${result}.title`)}
      closeLabel={t('common.close')}
      onClose={close}
    >
      <p>{t(`account.payment.${result}.description`)}</p>
    </Alert>
  );
}
