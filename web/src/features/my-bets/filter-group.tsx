import { useId } from 'react';
import styles from './my-bets.module.css';

type FilterGroupProps<T extends string> = {
  label: string;
  options: readonly T[];
  selected: T;
  text: (option: T) => string;
  onSelect: (option: T) => void;
};

/** A labelled row of toggle buttons, one pressed: a list filter (status, result). */
export function FilterGroup<T extends string>({
  label,
  options,
  selected,
  text,
  onSelect,
}: FilterGroupProps<T>) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.filter}>
      <span id={labelId} className={styles.filterLabel}>
        {label}
      </span>
      <div className={styles.segments}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === selected}
            onClick={() => onSelect(option)}
          >
            {text(option)}
          </button>
        ))}
      </div>
    </div>
  );
}
