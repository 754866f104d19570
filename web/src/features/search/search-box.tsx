import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '@/lib/search-query';
import { Icon } from '@/components/ui/icon';
import styles from './search-box.module.css';
import type { ListboxView, SuggestionsHandle } from './suggestions';

// The suggestions — their list, keys and texts — load on the first focus, not with every page.
const Suggestions = lazy(() => import('./suggestions').then((module) => module.withMessages()));

type SearchBoxProps = {
  /** `dropdown` in the header; `inline` in the side menu. */
  look?: 'dropdown' | 'inline';
  onNavigate?: () => void;
};

/**
 * Search for teams, matches and leagues: a combobox (WAI-ARIA, list autocomplete) whose
 * suggestions appear from three characters on; Enter opens the active one, or the results page.
 */
export function SearchBox({ look = 'dropdown', onNavigate }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [isUsed, setUsed] = useState(false);
  const [view, setView] = useState<ListboxView>({});
  const suggestions = useRef<SuggestionsHandle>(null);
  const root = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={root}
      role="search"
      className={`${styles.search} ${look === 'inline' ? styles.inline : ''}`}
      onSubmit={(event) => event.preventDefault()}
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.listId !== undefined}
        aria-controls={view.listId}
        aria-activedescendant={view.activeId}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          setUsed(true);
        }}
        onKeyDown={(event) => suggestions.current?.onKey(event)}
      />
      {isUsed && (
        <Suspense fallback={null}>
          <Suggestions
            ref={suggestions}
            id={id}
            text={text}
            isOpen={isOpen}
            className={styles.popup}
            onOpen={setOpen}
            onText={setText}
            onView={setView}
            onNavigate={onNavigate}
          />
        </Suspense>
      )}
    </form>
  );
}
