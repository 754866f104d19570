import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { playerKeys } from '@/api/player';
import { Alert } from '@/components/ui/alert';
import { parsePaymentResult, withoutParams, type PaymentResult } from '@/lib/account-modal';

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
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [handledSearch, setHandledSearch] = useState('');
  const close = useCallback(() => setResult(null), []);
  const fromUrl = parsePaymentResult(location.search);
  if (fromUrl !== null && location.search !== handledSearch) {
    setHandledSearch(location.search);
    setResult(fromUrl);
  }

  useEffect(() => {
    if (parsePaymentResult(location.search) === null) return;
    void queryClient.invalidateQueries({ queryKey: playerKeys.all });
    const search = withoutParams(location.search, ['payment']);
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate, queryClient]);

  if (result === null) return null;
  return (
    <Alert
      key={result}
      tone={TONE[result]}
      title={t(`account.payment.${result}.title`)}
      closeLabel={t('common.close')}
      onClose={close}
    >
      <p>{t(`account.payment.${result}.description`)}</p>
    </Alert>
  );
}
