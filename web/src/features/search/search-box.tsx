import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchable, SEARCH_MAX_LENGTH } from '@/api/search';
import { Icon } from '@/components/ui/icon';
import styles from './search-box.module.css';
import { useDebounced } from './use-debounced';

// Results load with the first search, not with every page.
const SearchResults = lazy(() => import('./search-results').then((m) => ({ default: m.SearchResults })));

type SearchBoxProps = {
  /** `dropdown` in the header; `inline` in the side menu. */
  look?: 'dropdown' | 'inline';
  onNavigate?: () => void;
};

/** Search for matches and leagues; results appear from three characters on. */
export function SearchBox({ look = 'dropdown', onNavigate }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const query = useDebounced(text, 250);
  const isShown = isOpen && isSearchable(query);

  function close() {
    setOpen(false);
    setText('');
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') setOpen(false);
  }

  return (
    <form
      ref={root}
      role="search"
      className={`${styles.search} ${look === 'inline' ? styles.inline : ''}`}
      onSubmit={(event: FormEvent) => event.preventDefault()}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <Icon name="search" size={16} className={styles.icon} />
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        aria-controls={isShown ? `${id}-results` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      {isShown && (
        <Suspense fallback={null}>
          <SearchResults query={query} id={`${id}-results`} onPick={close} />
        </Suspense>
      )}
    </form>
  );
}
