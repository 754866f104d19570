import { useNavigate } from 'react-router';
import { useLocale } from '@/i18n/locale-context';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { LimitReachedDialog } from './limit-reached-dialog';
import { RealityCheckDialog } from './reality-check-dialog';
import { useSessionWatch } from './use-session-watch';

/**
 * The player's sportsbook session on screen (docs/decisions/038-sessions-and-reality-checks.md): the
 * reality check when it is due, and the dialog of a session or time limit that ended the session.
 */
export function SessionWatch() {
  const locale = useLocale();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const watch = useSessionWatch(locale);
  if (watch.ending !== null) {
    return <LimitReachedDialog ending={watch.ending} locale={locale} onClose={watch.closeEnding} />;
  }
  if (watch.check === null) return null;
  return (
    <RealityCheckDialog
      info={watch.check}
      locale={locale}
      onAnswer={watch.answer}
      onLimits={() => void watch.answer('continue').then(() => navigate(path('/profile/limits')))}
    />
  );
}
