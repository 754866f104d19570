import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatMoney } from '@/lib/money';
import { sessionDuration } from './session-duration';
import styles from './session-watch.module.css';

type RealityCheckDialogProps = {
  info: SessionInfo;
  locale: string;
  onAnswer: (choice: 'continue' | 'stop') => Promise<void>;
  onLimits: () => void;
};

/** The reality check (docs/product.md#dialogs): how long the session has run and what it staked, returned and netted; it waits for an answer. */
export function RealityCheckDialog({ info, locale, onAnswer, onLimits }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const money = (minor: number) => formatMoney(minor, info.currency, info.subunits, locale);
  const answer = (choice: 'continue' | 'stop') => {
    setPending(true);
    void onAnswer(choice).finally(() => setPending(false));
  };
  return (
    <Modal title={t('safer.realityCheck.title')} closeLabel={t('common.close')}>
      <p>{t('safer.realityCheck.intro', { duration: sessionDuration(t, info.duration_seconds) })}</p>
      <dl className={styles.figures}>
        <dt>{t('safer.realityCheck.staked')}</dt>
        <dd>{money(info.staked)}</dd>
        <dt>{t('safer.realityCheck.returned')}</dt>
        <dd>{money(info.returned)}</dd>
        <dt>{t('safer.realityCheck.net')}</dt>
        <dd className={info.net < 0 ? styles.loss : undefined}>{money(info.net)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" disabled={isPending} onClick={() => answer('continue')}>
          {t('safer.realityCheck.continue')}
        </Button>
        <Button disabled={isPending} onClick={() => answer('stop')}>
          {t('safer.realityCheck.stop')}
        </Button>
        <Button variant="ghost" disabled={isPending} onClick={onLimits}>
          {t('safer.realityCheck.limits')}
        </Button>
      </div>
    </Modal>
  );
}
