import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { config } from '@/config/config';
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';
import type { LimitEnding } from '@/lib/session-watch';
import { sessionDuration } from './session-duration';
import styles from './session-watch.module.css';

/**
 * The out-of-session-limit and activity-limit-reached dialogs (docs/product.md#dialogs): which
 * limit ended the session, and when play may resume.
 */
export function LimitReachedDialog({
  ending,
  locale,
  onClose,
}: {
  ending: LimitEnding;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isSession = ending.code === 'session_limit_reached';
  const kind = ending.code === 'activity_limit_reached' ? 'activity' : 'time';
  const resetsAt = ending.resetsAt
    ? dateTimeFormat(intlLocale(locale), config.timeZone).format(new Date(ending.resetsAt))
    : '';
  return (
    <Modal
      title={t(isSession ? 'safer.limitReached.sessionTitle' : `safer.limitReached.${kind}Title`)}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <p>
        {isSession
          ? t('safer.limitReached.sessionText', { duration: sessionDuration(t, (ending.minutes ?? 0) * 60) })
          : t(`safer.limitReached.${kind}Text`, { resetsAt })}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          {t('safer.limitReached.ok')}
        </Button>
      </div>
    </Modal>
  );
}
