import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchQueries } from '@/api/search';
import { isSearchable } from '@/lib/search-query';
import { useLocale } from '@/i18n/locale-context';
import { loadSearchMessages } from '@/i18n/search-messages';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { groupBy } from '@/lib/grouping';
import { comboboxKey } from './combobox';
import { resultsTarget, searchOptions, type SearchOption } from './search-options';
import { SuggestionOption } from './suggestion-option';
import styles from './suggestions.module.css';
import { useDebounced } from './use-debounced';

/** What the field's ARIA attributes name: the listbox while it shows, and its active option. */
export type ListboxView = { listId?: string; activeId?: string };

/** The field hands its keys to the suggestions. */
export type SuggestionsHandle = { onKey: (event: KeyboardEvent<HTMLInputElement>) => void };

type SuggestionsProps = {
  ref: Ref<SuggestionsHandle>;
  /** The field's id prefix: the listbox and options are `{id}-list`, `{id}-option-{n}`. */
  id: string;
  text: string;
  isOpen: boolean;
  /** The popup's box (the field's look places it). */
  className?: string;
  onOpen: (isOpen: boolean) => void;
  onText: (text: string) => void;
  onView: (view: ListboxView) => void;
  onNavigate?: () => void;
};

/** The component once its texts are loaded (for `lazy`). */
export async function withMessages() {
  await loadSearchMessages();
  return { default: Suggestions };
}

const NONE: SearchOption[] = [];

/**
 * The search field's popup: a hint below three characters, then the suggestions for what the
 * field holds (`GET /search`, a quarter of a second after typing stops) as a listbox the arrows
 * move through, its state told by a status for screen readers.
 */
function Suggestions({
  ref,
  id,
  text,
  isOpen,
  className,
  onOpen,
  onText,
  onView,
  onNavigate,
}: SuggestionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalizedPath();
  const navigate = useNavigate();
  const typed = text.trim();
  const query = useDebounced(typed, 250);
  const result = useQuery({ ...searchQueries.of(locale, query), placeholderData: keepPreviousData });
  const isValid = isSearchable(typed);
  const answer = isValid ? result.data : undefined;
  const options = useMemo(() => (answer ? searchOptions(answer, query) : NONE), [answer, query]);
  const isShown = isOpen && typed !== '';
  const [active, setActive] = useState(-1);
  // The arrows' position belongs to one text and one list while they show: typing, new
  // suggestions or closing the popup reset it.
  const [seen, setSeen] = useState({ text, options });
  if (seen.text !== text || seen.options !== options) {
    setSeen({ text, options });
    setActive(-1);
  }
  if (!isShown && active !== -1) setActive(-1);
  const isListed = isShown && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = isListed && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    onView({ listId: isListed ? listId : undefined, activeId });
  }, [onView, isListed, listId, activeId]);
  useEffect(() => {
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function go(target: string) {
    onOpen(false);
    onText('');
    onNavigate?.();
    void navigate(path(target));
  }

  useImperativeHandle(ref, () => ({
    onKey(event) {
      const state = { isOpen: isShown, active, hasText: text !== '' };
      const command = comboboxKey(state, event.key, options.length);
      if (command === undefined) return;
      event.preventDefault();
      // Within a drawer, the Escape that closes the popup or empties the field closes nothing else.
      event.stopPropagation();
      switch (command.type) {
        case 'move':
          onOpen(true);
          setActive(command.active);
          break;
        case 'close':
          onOpen(false);
          break;
        case 'clear':
          onText('');
          break;
        case 'pick': {
          const option = options[command.index];
          if (option) go(option.target);
          break;
        }
        case 'submit':
          if (isValid) go(resultsTarget(typed));
          else onOpen(true);
          break;
      }
    },
  }));

  const status = !isValid
    ? t('search.hint')
    : result.isError
      ? t('common.loadFailed')
      : answer === undefined
        ? t('common.loading')
        : options.length === 0
          ? t('search.noResults')
          : t('search.suggestions', { count: options.length - 1 });
  const groupTitles = {
    team: t('search.groups.team'),
    league: t('search.groups.league'),
    match: t('search.groups.match'),
  };
  const indexed = options.map((option, index) => ({ option, index }));

  function renderOption({ option, index }: { option: SearchOption; index: number }) {
    return (
      <div
        key={option.key}
        role="option"
        id={optionId(index)}
        aria-selected={index === active}
        className={styles.option}
        onClick={() => go(option.target)}
      >
        <SuggestionOption option={option} />
      </div>
    );
  }

  return (
    <>
      <p role="status" className="visually-hidden">
        {isShown ? status : ''}
      </p>
      {isShown && (
        // Pressing on the popup keeps the focus in the field (so it stays open until the click).
        <div className={className} onMouseDown={(event) => event.preventDefault()}>
          {isListed ? (
            <div role="listbox" id={listId} aria-label={t('search.label')} className={styles.list}>
              {groupBy(indexed, (item) => item.option.kind).map(({ key: kind, items }) =>
                kind === 'all' ? (
                  items.map(renderOption)
                ) : (
                  <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
                    <div role="presentation" id={`${id}-${kind}`} className={styles.heading}>
                      {groupTitles[kind]}
                    </div>
                    {items.map(renderOption)}
                  </div>
                ),
              )}
            </div>
          ) : (
            // The status above says it to screen readers.
            <p className={styles.message} aria-hidden="true">
              {status}
            </p>
          )}
        </div>
      )}
    </>
  );
}
