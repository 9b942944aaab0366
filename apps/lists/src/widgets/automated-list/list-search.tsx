import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { truncate } from '@ctb/shared';
import type { ListItem } from './api';
import styles from './automated-list.module.css';

/** Suggestions come from the list's own loaded results, from this many characters on. */
const SUGGEST_MIN_LENGTH = 3;
const SUGGESTION_LENGTH = 25;
const MAX_SUGGESTIONS = 5;

interface ListSearchProps {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  placeholder?: string;
  items: ListItem[];
}

function suggestionsFor(term: string, items: ListItem[]): string[] {
  const needle = term.trim().toLowerCase();
  if (needle.length < SUGGEST_MIN_LENGTH) return [];
  const titles = items
    .map((item) => (typeof item.title === 'string' ? item.title : ''))
    .filter(
      (title) => title && title.toLowerCase().includes(needle) && title.toLowerCase() !== needle,
    );
  return [...new Set(titles)].slice(0, MAX_SUGGESTIONS);
}

/** The list's search box; typing searches after a pause, suggestions offer matching titles. */
export function ListSearch({ value, onChange, onSubmit, placeholder, items }: ListSearchProps) {
  const intl = useIntl();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const suggestions = open ? suggestionsFor(value, items) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSubmit();
  };
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={submit}
      onBlur={(event) => {
        // Suggestions close once focus leaves the search, not when it moves to a suggestion.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={styles.searchLabel}>
        {intl.formatMessage({ id: 'lists.automatedList.search.label' })}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          className={styles.searchInput}
          value={value}
          placeholder={
            placeholder ?? intl.formatMessage({ id: 'lists.automatedList.search.placeholder' })
          }
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        <button type="submit" className={styles.searchButton}>
          {intl.formatMessage({ id: 'lists.automatedList.search.submit' })}
        </button>
      </div>
      {suggestions.length > 0 && (
        <ul
          className={styles.suggestions}
          aria-label={intl.formatMessage({ id: 'lists.automatedList.search.suggestions' })}
        >
          {suggestions.map((title) => (
            <li key={title}>
              <button
                type="button"
                className={styles.suggestion}
                onClick={() => {
                  onChange(title);
                  setOpen(false);
                }}
              >
                {truncate(title, SUGGESTION_LENGTH)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
