import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export type TabItem<K extends string> = { key: K; label: string; badge?: number };

type TabsProps<K extends string> = {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** `pills` for filters, `underline` for panel tabs. */
  look?: 'pills' | 'underline';
  /** Id prefix tying each tab to its panel (`{idPrefix}-panel`). */
  idPrefix: string;
};

/** A WAI-ARIA tab list: arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  look = 'pills',
  idPrefix,
}: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (next === -1 || item === undefined) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${styles.list} ${look === 'underline' ? styles.underline : ''}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.key === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
          {item.badge !== undefined && ` ${item.badge}`}
        </button>
      ))}
    </div>
  );
}

/** Class for link-based pill navigation that looks like tabs (`aria-current` marks the active one). */
export const pillClass = styles.tab;
export const pillListClass = styles.list;
