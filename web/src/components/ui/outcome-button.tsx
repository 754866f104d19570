import { Icon } from './icon';
import styles from './outcome-button.module.css';
import { useTrend } from './use-trend';

type OutcomeButtonProps = {
  /** Short outcome name shown inside the button (omit in list columns that have a header). */
  label?: string;
  /** The formatted price; absent when there is none. */
  price?: string;
  /** The price as decimal odds × 1000: when it moves, the cell flashes up or down. */
  odds?: number;
  /** The full accessible name, e.g. "Home: odds 1.85". */
  accessibleName: string;
  isSuspended: boolean;
  isSelected?: boolean;
  onSelect?: () => void;
};

/** An odds cell. Suspended outcomes show a lock and cannot be clicked. */
export function OutcomeButton({
  label,
  price,
  odds,
  accessibleName,
  isSuspended,
  isSelected = false,
  onSelect,
}: OutcomeButtonProps) {
  const { trend, changes } = useTrend(isSuspended ? undefined : odds);
  const classes = [
    styles.outcome,
    label === undefined ? styles.compact : '',
    isSelected ? styles.selected : '',
    isSuspended ? styles.suspended : '',
    trend === 'up' ? styles.up : '',
    trend === 'down' ? styles.down : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={isSuspended}
      aria-pressed={isSelected}
      aria-label={accessibleName}
      data-suspended={isSuspended || undefined}
      data-trend={trend}
      onClick={onSelect}
    >
      {label !== undefined && (
        <>
          {/* The space keeps label and price two words, as in the accessible name (WCAG 2.5.3). */}
          <span className={styles.label}>{label}</span>{' '}
        </>
      )}
      {isSuspended || price === undefined ? (
        <Icon name="lock" size={14} />
      ) : (
        <span className={styles.price}>
          {trend && (
            <span key={changes} className={styles.arrow} aria-hidden="true">
              {trend === 'up' ? '▲' : '▼'}
            </span>
          )}
          <span data-odds>{price}</span>
        </span>
      )}
    </button>
  );
}
