import { Icon } from './icon';
import styles from './outcome-button.module.css';

type OutcomeButtonProps = {
  /** Short outcome name shown inside the button (omit in list columns that have a header). */
  label?: string;
  /** The formatted price; absent when there is none. */
  price?: string;
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
  accessibleName,
  isSuspended,
  isSelected = false,
  onSelect,
}: OutcomeButtonProps) {
  const classes = [
    styles.outcome,
    label === undefined ? styles.compact : '',
    isSelected ? styles.selected : '',
    isSuspended ? styles.suspended : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={isSuspended}
      aria-pressed={isSelected}
      aria-label={accessibleName}
      data-suspended={isSuspended || undefined}
      onClick={onSelect}
    >
      {label !== undefined && <span className={styles.label}>{label}</span>}
      {isSuspended || price === undefined ? (
        <Icon name="lock" size={14} />
      ) : (
        <span className={styles.price} data-odds>
          {price}
        </span>
      )}
    </button>
  );
}
