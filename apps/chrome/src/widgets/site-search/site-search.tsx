import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  logWidgetError,
  usePageConfig,
  useWidgetContext,
  type WidgetProps,
} from '@ctb/shared/runtime';
import { Combobox } from '@ctb/shared/combobox';
import { navigateTo } from '../../common/navigate-to';
import { useTakeOverStaticMarkup } from '../../common/static-markup';
import type { Suggestion } from './api';
import type { SiteSearchConfig } from './config-schema';
import styles from './site-search.module.css';

/** Suggestions are asked for after this pause in typing (SPEC: autosuggest delay). */
export const AUTOSUGGEST_DELAY_MS = 500;

// The suggestions' request and the check of their answer (valibot's schema) arrive with the
// first suggestions a visitor asks for, not with the header of every page.
const loadApi = () => import('./api');

/**
 * `chrome/site-search`: the CMS's search form with suggestions (title and subtitle) from the
 * configured number of characters, 500 ms after typing stops; choosing one goes to its page,
 * Enter without a choice submits the form to the results page. A failed request shows nothing
 * and is logged. Below 1025 px a button opens the search under the header row.
 */
export function SiteSearch({ config }: WidgetProps<SiteSearchConfig>) {
  const intl = useIntl();
  const { element } = useWidgetContext();
  const { currentPagePath } = usePageConfig();
  const [form] = useState(() => element.closest('form'));
  useTakeOverStaticMarkup([
    form?.querySelector('.cms-search__static'),
    form?.querySelector('.cms-search__link'),
  ]);
  useLayoutEffect(() => {
    // The CMS's own box is hidden, but a form sends hidden fields too: one q, the visitor's.
    const staticBox = form?.querySelector<HTMLInputElement>('.cms-search__static input');
    if (!staticBox || staticBox.disabled) return;
    staticBox.disabled = true;
    return () => {
      staticBox.disabled = false;
    };
  }, [form]);
  const [term, setTerm] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  const toggle = () => {
    setOpen(!open);
    if (!open) requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <div className={styles.search}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={fieldId}
        onClick={toggle}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.visuallyHidden}>
          {intl.formatMessage({ id: open ? 'chrome.siteSearch.close' : 'chrome.siteSearch.open' })}
        </span>
      </button>
      <div id={fieldId} className={styles.field} data-open={open ? 'true' : undefined}>
        <Combobox<Suggestion>
          type="search"
          name="q"
          inputRef={input}
          className={styles.combobox}
          inputClassName={styles.input}
          label={intl.formatMessage({ id: 'chrome.siteSearch.label' })}
          labelClassName={styles.visuallyHidden}
          placeholder={intl.formatMessage({ id: 'chrome.siteSearch.placeholder' })}
          listLabel={intl.formatMessage({ id: 'chrome.siteSearch.suggestions' })}
          noResultsText={intl.formatMessage({ id: 'chrome.siteSearch.noResults' })}
          enterKeyHint="search"
          value={term}
          onValueChange={(value) => setTerm(value)}
          itemToString={(item) => item.title}
          itemToKey={(item) => item.url}
          optionSubtitle={(item) => item.subtitle}
          minLength={config.minLength}
          debounceMs={AUTOSUGGEST_DELAY_MS}
          loadSuggestions={(query, signal) =>
            loadApi().then(({ fetchSuggestions }) =>
              fetchSuggestions(config.autosuggestUrl, query, currentPagePath, signal),
            )
          }
          onSuggestionsError={(error) =>
            logWidgetError('chrome/site-search', 'the suggestions could not be loaded', error)
          }
          onSelect={(item) => navigateTo(item.url, 'chrome/site-search suggestion url')}
        />
        <button type="submit" className={styles.submit}>
          {intl.formatMessage({ id: 'chrome.siteSearch.submit' })}
        </button>
      </div>
    </div>
  );
}
