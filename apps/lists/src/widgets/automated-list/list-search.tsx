import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Combobox } from '@ctb/shared/combobox';
import type { ListItem } from './api';
import styles from './automated-list.module.css';
import { SUGGEST_MIN_LENGTH, SUGGESTION_LENGTH, suggestionsFor } from './search-suggestions';

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
const name = (suggestion: string) => suggestion;

/**
 * The list's search box: the shared combobox offering, from 3 characters and after the same
 * 200 ms pause as the search (SPEC sections 5 and 9), the names of matching loaded results (cut
 * at 25 characters on screen). Typing searches after the pause (the list does that); the arrow
 * keys show a suggestion in the box without searching it; Enter, the button or a chosen
 * suggestion search at once.
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
  const text = (id: string) => intl.formatMessage({ id });
  const inputId = useId();
  const [suggestTerm, setSuggestTerm] = useState('');
  // A suggestion the arrow keys put in the box: shown, but not searched until submitted.
  const [browsed, setBrowsed] = useState<{ over: string; text: string } | null>(null);
  const shown = browsed !== null && browsed.over === value ? browsed.text : value;

  // Taken from the loaded results; kept while the list reloads for the new term.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const answered =
    !loading && (resultsTerm === undefined || resultsTerm.trim() === suggestTerm.trim());
  const fresh = answered ? suggestionsFor(suggestTerm, items) : undefined;
  if (fresh && !sameList(fresh, suggestions)) setSuggestions(fresh);
  // Nothing to say until the first answer for the term is in.
  const settled = answered || suggestions.length > 0;
  const waiting = loading && suggestTerm.trim().length >= SUGGEST_MIN_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBrowsed(null);
    onSubmit(shown);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {text('lists.automatedList.search.label')}
      </label>
      <div className={styles.searchRow}>
        <Combobox<string>
          id={inputId}
          type="search"
          inputClassName={styles.searchInput}
          placeholder={placeholder ?? text('lists.automatedList.search.placeholder')}
          value={shown}
          onValueChange={(next, reason) => {
            if (reason === 'navigate' && next !== value) {
              setBrowsed({ over: value, text: next });
              return;
            }
            setBrowsed(null);
            if (reason === 'input') onChange(next);
          }}
          itemToString={name}
          onSelect={(chosen) => {
            onChange(chosen);
            onSubmit(chosen);
          }}
          suggestions={settled ? suggestions : undefined}
          onQueryChange={setSuggestTerm}
          loading={waiting}
          minLength={SUGGEST_MIN_LENGTH}
          truncateAt={SUGGESTION_LENGTH}
          listLabel={text('lists.automatedList.search.suggestions')}
        />
        <button type="submit" className={styles.searchButton}>
          {text('lists.automatedList.search.submit')}
        </button>
      </div>
    </form>
  );
}
