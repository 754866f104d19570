import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favouriteQueries } from '@/api/favourites';
import { Panel } from '@/components/ui/panel';
import { useFavouriteIds, usePlayerId } from '@/favourites/use-favourites';
import { AppLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { HOME_BLOCKS } from './home-queries';
import { MatchList } from './match-list';

/**
 * The signed-in player's next favourite matches (a home block): nothing while signed out, without
 * favourite matches, or while none of them is on offer.
 */
export function FavouritesBlock() {
  const { t } = useTranslation();
  const locale = useLocale();
  const playerId = usePlayerId();
  const hasFavourites = (useFavouriteIds('matches')?.length ?? 0) > 0;
  const list = useQuery({
    ...favouriteQueries.matches(locale, playerId ?? 0, HOME_BLOCKS.favourites),
    enabled: playerId !== undefined && hasFavourites,
  });
  const matches = list.data?.data ?? [];
  if (!hasFavourites || matches.length === 0) return null;
  return (
    <Panel
      title={t('home.favourites')}
      labelledBy="home-favourites"
      action={<AppLink to="/favorites">{t('home.seeAll')}</AppLink>}
    >
      <MatchList matches={matches} showSport />
    </Panel>
  );
}
