import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countersQueries } from '@/api/counters';
import { sportsQueries } from '@/api/sports';
import { Icon, type IconName } from '@/components/ui/icon';
import { SkeletonRows } from '@/components/ui/state-message';
import { SportIcon } from '@/components/ui/sport-icon';
import { AppNavLink } from '@/i18n/app-link';
import { useLocale } from '@/i18n/locale-context';
import { byPriority } from '@/lib/grouping';
import styles from './sports-menu.module.css';

const SECTIONS: ReadonlyArray<{ to: string; icon: IconName; label: string; end?: boolean }> = [
  { to: '/', icon: 'home', label: 'nav.home', end: true },
  { to: '/live', icon: 'live', label: 'nav.live' },
  { to: '/cybersport', icon: 'gamepad', label: 'nav.cybersport' },
  { to: '/schedule', icon: 'calendar', label: 'nav.schedule' },
  { to: '/results', icon: 'results', label: 'nav.results' },
  { to: '/favorites', icon: 'star', label: 'favourites.title' },
];

type SportsMenuProps = { onNavigate?: () => void };

/** Sections and every sport with its prematch and live counts (`POST /counters`). */
export function SportsMenu({ onNavigate }: SportsMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sports = useQuery(sportsQueries.list(locale));
  const counters = useQuery(countersQueries.of(locale, {}));
  const counts = new Map((counters.data?.sports ?? []).map((c) => [c.id, c]));
  const linkClass = styles.link;
  return (
    <nav className={styles.menu} aria-label={t('nav.sportsMenu')}>
      <ul className={styles.list}>
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <AppNavLink to={section.to} end={section.end} className={linkClass} onClick={onNavigate}>
              <Icon name={section.icon} className={styles.icon} />
              <span className={styles.name}>{t(section.label)}</span>
              {section.to === '/live' && counters.data && (
                <span className={styles.live}>{counters.data.live}</span>
              )}
            </AppNavLink>
          </li>
        ))}
      </ul>
      <div>
        <h2 className={styles.heading}>{t('nav.sports')}</h2>
        {sports.isPending ? (
          <SkeletonRows count={8} label={t('common.loading')} />
        ) : (
          <ul className={styles.list}>
            {[...(sports.data ?? [])].sort(byPriority).map((sport) => {
              const count = counts.get(sport.id);
              return (
                <li key={sport.id}>
                  <AppNavLink to={`/${sport.key}`} className={linkClass} onClick={onNavigate}>
                    <SportIcon sportKey={sport.key} className={styles.icon} />
                    <span className={styles.name}>{sport.name}</span>
                    {count !== undefined && count.live > 0 && (
                      <span className={styles.live} aria-label={t('nav.liveCount', { count: count.live })}>
                        {count.live}
                      </span>
                    )}
                    <span className={styles.count}>{count?.count ?? ''}</span>
                  </AppNavLink>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </nav>
  );
}
