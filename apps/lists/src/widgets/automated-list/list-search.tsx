import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { truncate } from '@ctb/shared';
import type { ListItem } from './api';
import styles from './automated-list.module.css';
import { SUGGEST_MIN_LENGTH, SUGGESTION_LENGTH, suggestionsFor } from './search-suggestions';
import { useDebouncedCallback } from './use-debounced-callback';

/** Suggestions follow the typed term after the same pause as the search (SPEC section 9). */
const SUGGEST_DEBOUNCE_MS = 200;

interface ListSearchProps {
  value: string;
  onChange(value: string): void;
  /** Search for `term` now (Enter, the button or a chosen suggestion). */
  onSubmit(term: string): void;
  placeholder?: string;
  /** The loaded results the suggestions are taken from. */
  items: ListItem[];
  /** While the list reloads, the suggestions shown stay as they were. */
  loading: boolean;
  /** The term the loaded results answer; suggestions wait for the results of the typed term. */
  resultsTerm?: string;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

/**
 * The list's search box as a combobox (WAI-ARIA APG, list autocomplete): typing searches after a
 * pause and, from 3 characters, offers the names of matching results in a listbox. Arrow keys
 * move the active suggestion, Enter chooses it, Escape and leaving the search close the list; a
 * polite live region says how many suggestions there are.
 */
export function ListSearch({
  value,
  onChange,
  onSubmit,
  placeholder,
  items,
  loading,
  resultsTerm,
}: ListSearchProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestTerm, setSuggestTerm] = useState('');
  const followTerm = useDebouncedCallback((term: string) => {
    setSuggestTerm(term);
    setActive(-1);
  }, SUGGEST_DEBOUNCE_MS);

  // Taken from the loaded results; kept while the list reloads for the new term.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const answered =
    !loading && (resultsTerm === undefined || resultsTerm.trim() === suggestTerm.trim());
  const fresh = answered ? suggestionsFor(suggestTerm, items) : undefined;
  if (fresh && !sameList(fresh, suggestions)) setSuggestions(fresh);

  const termLongEnough =
    value.trim().length >= SUGGEST_MIN_LENGTH && suggestTerm.trim().length >= SUGGEST_MIN_LENGTH;
  // Nothing to say until the first answer for the term is in.
  const settled = answered || suggestions.length > 0;
  const popupShown = open && termLongEnough && settled;
  const listShown = popupShown && suggestions.length > 0;
  const activeIndex = listShown && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (name: string) => {
    followTerm.cancel();
    close();
    onChange(name);
    onSubmit(name);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    followTerm.cancel();
    close();
    onSubmit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!termLongEnough || !settled || count === 0) return;
      event.preventDefault();
      if (!listShown) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const down = event.key === 'ArrowDown';
      if (activeIndex < 0) setActive(down ? 0 : count - 1);
      else setActive((activeIndex + (down ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(suggestions[activeIndex]!);
    } else if (event.key === 'Escape' && popupShown) {
      // Only closes: the browser would otherwise clear a search field.
      event.preventDefault();
      close();
    }
  };

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={inputId} className={styles.searchLabel}>
        {text('lists.automatedList.search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          className={styles.searchInput}
          value={value}
          placeholder={placeholder ?? text('lists.automatedList.search.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value);
            followTerm.schedule(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.searchButton}>
          {text('lists.automatedList.search.submit')}
        </button>
      </div>
      {listShown && (
        <ul
          id={listboxId}
          role="listbox"
          className={styles.suggestions}
          aria-label={text('lists.automatedList.search.suggestions')}
        >
          {suggestions.map((name, index) => (
            // Options are chosen with the keyboard through the combobox (aria-activedescendant).
            <li
              key={name}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={
                index === activeIndex
                  ? `${styles.suggestion} ${styles.suggestionActive}`
                  : styles.suggestion
              }
              // Cut names that begin alike are told apart on hover.
              title={name.length > SUGGESTION_LENGTH ? name : undefined}
              // Keeps focus in the search box, so choosing does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(name)}
            >
              <span aria-hidden="true">{truncate(name, SUGGESTION_LENGTH)}</span>
              <span className={styles.visuallyHidden}>{name}</span>
            </li>
          ))}
        </ul>
      )}
      {popupShown && !listShown && (
        <p className={styles.noSuggestions}>{text('lists.automatedList.search.noSuggestions')}</p>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {!popupShown
          ? ''
          : suggestions.length > 0
            ? text('lists.automatedList.search.suggestionCount', { count: suggestions.length })
            : text('lists.automatedList.search.noSuggestions')}
      </p>
    </form>
  );
}
