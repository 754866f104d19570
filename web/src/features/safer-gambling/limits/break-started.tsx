import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@/api/types';
import { useLimitFormat } from './use-limit-format';
import styles from './limits-page.module.css';

/**
 * What the player sees once a time-out or self-exclusion has signed them out: that it did, and
 * until when. Focus moves here, as the form they used is gone.
 */
export function BreakStarted({ block }: { block: UserLimit }) {
  const { t } = useTranslation();
  const format = useLimitFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const type = block.type === 'selfexclusion' ? 'selfexclusion' : 'coolingoff';
  const text = block.ends_at
    ? t(`account.limits.breaks.${type}.signedOut`, { time: format.time(block.ends_at) })
    : t('account.limits.breaks.selfexclusion.signedOutIndefinite');
  return (
    <section className={styles.started} aria-labelledby={headingId} data-testid="break-started">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('account.limits.breaks.started')}
      </h2>
      <p role="status">{text}</p>
    </section>
  );
}
