import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  LANGUAGES,
  usePageConfig,
  useWidgetContext,
  type Language,
  type WidgetProps,
} from '@ctb/shared/runtime';
import { readLinks } from '../../common/navigation-tree';
import { useTakeOverStaticMarkup } from '../../common/static-markup';
import type { LanguageSelectConfig } from './config-schema';
import styles from './language-select.module.css';
import { samePageIn } from './same-page-in';

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * `chrome/language-select`: a button naming the page's language that shows the six languages,
 * each by its own name (`lang`, `hreflang`), linking to the same page in that language (from the
 * page config's paths; the CMS's link where the page has no such path). Escape closes the list
 * and returns the focus to the button.
 */
export function LanguageSelect(_props: WidgetProps<LanguageSelectConfig>) {
  const intl = useIntl();
  const { element } = useWidgetContext();
  const pageConfig = usePageConfig();
  const [container] = useState(() => element.closest('nav'));
  useTakeOverStaticMarkup([container?.querySelector(':scope > ul')]);
  const [links] = useState(() =>
    readLinks(container, 'chrome/language-select').filter((link) => isLanguage(link.lang)),
  );
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const current = links.find((link) => link.lang === pageConfig.language);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      className={styles.select}
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.globe} aria-hidden="true" />
        {intl.formatMessage(
          { id: 'chrome.languageSelect.label' },
          { language: current?.label ?? pageConfig.language },
        )}
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {links.map((link) => {
          const language = link.lang as Language;
          const href = samePageIn(language, pageConfig) ?? link.href;
          return (
            <li key={language}>
              <a
                className={styles.option}
                href={href}
                lang={language}
                hrefLang={language}
                aria-current={language === pageConfig.language ? 'true' : undefined}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
