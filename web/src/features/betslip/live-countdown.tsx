import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './bet-slip.module.css';
import type { LiveDelay } from './use-placement';

function secondsLeft(delay: LiveDelay): number {
  return Math.max(0, delay.seconds - Math.floor((Date.now() - delay.startedAt) / 1000));
}

/** A submitted live bet waits the live delay before the server accepts or rejects it. */
export function LiveCountdown({ delay }: { delay: LiveDelay }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(delay));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsLeft(delay)), 250);
    return () => window.clearInterval(timer);
  }, [delay]);
  return (
    <p className={styles.countdown} role="status" data-testid="live-countdown">
      {left > 0 ? t('betslip.receipt.countdown', { count: left }) : t('betslip.receipt.awaiting')}
    </p>
  );
}
