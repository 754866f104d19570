import { Link, useSearchParams } from 'react-router';
import styles from './page.module.css';

export type FilterOption = { value: string | undefined; label: string; count?: number; isLive?: boolean };

type FilterPillsProps = { label: string; param: string; options: readonly FilterOption[] };

/** Filters kept in the URL query (shareable): each pill is a link that sets `?{param}=`. */
export function FilterPills({ label, param, options }: FilterPillsProps) {
  const [params] = useSearchParams();
  const current = params.get(param) ?? undefined;
  return (
    <nav aria-label={label} className={styles.pills}>
      {options.map((option) => {
        const next = new URLSearchParams(params);
        if (option.value === undefined) next.delete(param);
        else next.set(param, option.value);
        const search = next.toString();
        return (
          <Link
            key={option.value ?? ''}
            to={{ search: search === '' ? '' : `?${search}` }}
            className={styles.pill}
            aria-current={option.value === current ? 'true' : undefined}
            replace
          >
            {option.label}
            {option.count !== undefined && (
              <span className={option.isLive ? styles.liveCount : styles.count}>{option.count}</span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
