import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerQueries } from '@/api/player';
import { useLocale } from '@/i18n/locale-context';

/** The player's progress (docs/product.md#profile): their status group and comp points, from the profile load. */
export function PlayerProgress() {
  const { t } = useTranslation();
  const locale = useLocale();
  const points = useQuery(playerQueries.compPoints(locale)).data;
  const group = points?.conditions.find((condition) => condition.current);
  if (!points || !group) return null;
  return <p>{t('account.menu.progress', { group: group.name, count: points.persistent_points })}</p>;
}
