import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/account-shared/api-error-text';
import { ApiError } from '@/api/client';
import { confirmLimit, limitKeys, removeLimit } from '@/api/limits';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale-context';
import { LimitFigures } from './limit-figures';
import { canConfirm, changeTextsKey, isBlock, limitNameKey, limitState } from './limit-view';
import { useLimitFormat } from './use-limit-format';
import styles from './limits-page.module.css';

export type Notice = { tone: 'done' | 'error'; text: string };

type LimitItemProps = { limit: UserLimit; now: number; onNotice: (notice: Notice) => void };

/** What a refused confirmation or removal says; "too early" also says from when. */
function useRefusalText() {
  const { t } = useTranslation();
  const format = useLimitFormat();
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('account.errors.network');
    const from = error.details.confirmable_at;
    const text = errorText(t, error.code);
    if (error.code !== 'limit_cooling' || typeof from !== 'string') return text;
    return `${text} ${t('account.limits.confirmableFrom', { time: format.time(from) })}`;
  };
}

/**
 * One limit: its amount in force (money or minutes), what the period or session used, and a
 * waiting change with its Confirm button.
 */
export function LimitItem({ limit, now, onNotice }: LimitItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const format = useLimitFormat();
  const refusal = useRefusalText();
  const [titleId, whenId, removeHintId] = [useId(), useId(), useId()];
  const name = t(limitNameKey(limit));
  const amount = (value: number | null | undefined) => format.amount(limit, value);
  const texts = changeTextsKey(limit);
  const state = limitState(limit);
  const mutation = useMutation({
    mutationFn: (action: 'confirm' | 'remove') =>
      action === 'confirm' ? confirmLimit(locale, limit.id) : removeLimit(locale, limit.id),
    onSuccess: (answer, action) => {
      let text: string;
      if (action === 'remove')
        text = t('account.limits.removalAsked', { name, time: format.time(answer.confirmable_at ?? '') });
      else if (answer.status === 'disabled') text = t('account.limits.removed', { name });
      else text = t(`${texts}.confirmed`, { name, amount: amount(answer.amount) });
      onNotice({ tone: 'done', text });
      return queryClient.invalidateQueries({ queryKey: limitKeys.list });
    },
    onError: (error) => onNotice({ tone: 'error', text: refusal(error) }),
  });

  return (
    <article className={styles.limit} aria-labelledby={titleId} data-limit-state={state}>
      <header className={styles.limitHead}>
        <h3 id={titleId} className={styles.limitName}>
          {name}
        </h3>
        <span className={styles.badge} data-tone={state === 'active' ? 'positive' : 'pending'}>
          {t(`account.limits.state.${state}`)}
        </span>
      </header>
      <LimitFigures limit={limit} />
      {!isBlock(limit) && (
        <>
          {state !== 'active' && (
            <div className={styles.waiting}>
              <p>
                {state === 'raise_waiting'
                  ? t(`${texts}.raiseWaiting`, {
                      amount: amount(limit.pending_amount),
                      current: amount(limit.amount),
                    })
                  : t('account.limits.removalWaiting')}
              </p>
              <div className={styles.actions}>
                <Button
                  variant="primary"
                  size="small"
                  disabled={!canConfirm(limit, now) || mutation.isPending}
                  aria-describedby={whenId}
                  onClick={() => mutation.mutate('confirm')}
                >
                  {state === 'raise_waiting'
                    ? t(`${texts}.confirmRaise`)
                    : t('account.limits.confirmRemoval')}
                </Button>
                <p id={whenId} className={styles.hint}>
                  {canConfirm(limit, now)
                    ? t('account.limits.confirmableNow')
                    : t('account.limits.confirmableFrom', { time: format.time(limit.confirmable_at ?? '') })}
                </p>
              </div>
            </div>
          )}
          {state !== 'removal_waiting' && (
            <div className={styles.actions}>
              <Button
                size="small"
                disabled={mutation.isPending}
                aria-describedby={removeHintId}
                onClick={() => mutation.mutate('remove')}
              >
                {t('account.limits.remove')}
              </Button>
              <p id={removeHintId} className={styles.hint}>
                {t('account.limits.removeHint')}
              </p>
            </div>
          )}
        </>
      )}
    </article>
  );
}
