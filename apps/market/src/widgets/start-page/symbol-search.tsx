import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { safeHref } from '@ctb/shared/runtime';
import { Combobox } from '@ctb/shared/combobox';
import { useLanguage } from '../../common/use-market-formats';
import {
  searchSymbols,
  suggestionsOf,
  type SearchRequest,
  type SearchSuggestion,
} from './search-api';
import styles from './symbol-search.module.css';

/** SPEC: suggestion names are cut at 25 characters (the whole name stays their name). */
const NAME_LENGTH = 25;

/** An absolute URL for the new tab (a blank tab resolves nothing against our page). */
function resultUrl(url: string, source: string): string | undefined {
  const href = safeHref(url, { source });
  return href === undefined ? undefined : new URL(href, window.location.href).href;
}

/**
 * The symbol search: predictions from 3 characters (after 200 ms, hidden 200 ms after leaving
 * the box) as a combobox; a chosen prediction opens its page, a submitted term the result page,
 * both in a new tab. The tab is opened at once, within the click or key press (so no pop-up
 * blocker stops it), and closed again when the search fails. An empty term does nothing.
 */
export function SymbolSearch({
  request,
  headingLevel,
}: {
  request: Omit<SearchRequest, 'language'>;
  headingLevel: 2 | 3 | 4;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const [searching, setSearching] = useState(false);
  const search: SearchRequest = { ...request, language };
  const Heading = `h${headingLevel}` as const;

  const openSuggestion = (suggestion: SearchSuggestion) => {
    const url = resultUrl(suggestion.url, 'market/start-page search suggestion url');
    if (url) window.open(url, '_blank', 'noopener');
  };

  const submit = (term: string) => {
    const searchTerm = term.trim();
    if (searchTerm === '' || searching) return;
    setFailed(false);
    // Opened now, while the browser still counts the click as the visitor's: after the answer
    // it would be a pop-up. Blank until the result's address is known.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setSearching(true);
    searchSymbols(search, searchTerm)
      .then((result) => {
        const url = resultUrl(result.url, 'market/start-page search result url');
        if (!url) throw new Error('the search answered no usable result URL');
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      })
      .catch(() => {
        tab?.close();
        setFailed(true);
      })
      .finally(() => setSearching(false));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(text);
  };

  return (
    <section className={styles.search} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage({ id: 'market.search.heading' })}
      </Heading>
      <form role="search" aria-labelledby={headingId} className={styles.form} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {intl.formatMessage({ id: 'market.search.label' })}
          </label>
          <Combobox<SearchSuggestion>
            id={inputId}
            type="search"
            value={text}
            onValueChange={(value) => {
              setText(value);
              setFailed(false);
            }}
            itemToString={(suggestion) => suggestion.name}
            itemToKey={(suggestion) => suggestion.url}
            onSelect={openSuggestion}
            onSubmit={submit}
            loadSuggestions={async (query, signal) =>
              suggestionsOf(await searchSymbols(search, query, signal))
            }
            truncateAt={NAME_LENGTH}
            optionSubtitle={(suggestion) =>
              `${suggestion.group} · ${intl.formatMessage({ id: 'market.search.ticker' }, { ticker: suggestion.ticker })}`
            }
            listLabel={intl.formatMessage({ id: 'market.search.suggestions' })}
            noResultsText={intl.formatMessage({ id: 'market.search.noSuggestions' })}
            placeholder={intl.formatMessage({ id: 'market.search.placeholder' })}
            enterKeyHint="search"
          />
        </div>
        <button type="submit" className={styles.submit} aria-busy={searching || undefined}>
          {intl.formatMessage({ id: 'market.search.submit' })}
          <span className={styles.visuallyHidden}>
            {' '}
            {intl.formatMessage({ id: 'market.search.newTab' })}
          </span>
        </button>
      </form>
      <div role="alert" className={styles.alert}>
        {failed && (
          <p className={styles.error}>{intl.formatMessage({ id: 'market.search.failed' })}</p>
        )}
      </div>
    </section>
  );
}
