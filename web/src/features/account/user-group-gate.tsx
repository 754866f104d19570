import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { playerQueries } from '@/api/player';
import { useAuthStatus } from '@/api/session';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { platformLink } from '@/lib/platform-links';
import { userGroupVerdict } from '@/lib/user-group';

/**
 * The user-group checker (docs/product.md#users-and-roles): sends visitors who are not signed in, and players
 * outside `requiredGroup`, to the casino's front page, telling it the way back here.
 */
export function UserGroupGate({ requiredGroup }: { requiredGroup: number }) {
  const locale = useLocale();
  const status = useAuthStatus();
  const groups = useQuery({ ...playerQueries.statusGroups(locale), enabled: status === 'LOGGED_IN' });
  const verdict = userGroupVerdict(status, groups.data, requiredGroup);
  useEffect(() => {
    if (verdict !== 'turnAway') return;
    const { href } = platformLink('casino', {
      locale,
      settings: config.locale,
      origins: config.platform,
      backUrl: window.location.href,
    });
    window.location.replace(href);
  }, [verdict, locale]);
  return null;
}
