import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useReducedMotion, type WidgetProps } from '@ctb/shared/runtime';
import { HtmlFragment } from '@ctb/shared/html';
import type { TabAccordionConfig, TabAccordionItem } from './config-schema';
import { scrollToItem, useHashItem } from './use-hash-item';
import { useTabsFit } from './use-tabs-fit';
import styles from './tab-accordion.module.css';

/**
 * Tabs on wide layouts, an accordion on narrow ones (or when the titles are too wide together),
 * each as the WAI-ARIA APG pattern. The open item is the URL's hash: a link to `#<id>` opens it
 * and scrolls it into view 80 px below the top.
 */
export function TabAccordion({ config }: WidgetProps<TabAccordionConfig>) {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const measure = useRef<HTMLDivElement>(null);
  const tabsFit = useTabsFit(measure, config.items.map((item) => item.title).join('\n'));
  // Ends the hold of the last item scrolled to (a new arrival or unmounting).
  const releaseScroll = useRef<() => void>(undefined);
  useEffect(() => () => releaseScroll.current?.(), []);
  const [open, choose] = useHashItem(
    config.items.map((item) => item.id),
    (id) =>
      requestAnimationFrame(() => {
        releaseScroll.current?.();
        releaseScroll.current = scrollToItem(id, !reducedMotion);
      }),
  );
  const Heading = `h${config.headingLevel ?? 2}` as const;
  const itemHeadingLevel = Math.min((config.headingLevel ?? 2) + (config.title ? 1 : 0), 6) as
    2 | 3 | 4 | 5;
  const label = config.title ?? intl.formatMessage({ id: 'chrome.tabAccordion.label' });

  return (
    <div className={styles.root}>
      {config.title && <Heading className={styles.title}>{config.title}</Heading>}
      {/* The titles at their natural width, for the decision between tabs and accordion. */}
      <div ref={measure} className={styles.measure} aria-hidden="true">
        {config.items.map((item) => (
          <span key={item.id} className={styles.tab}>
            {item.title}
          </span>
        ))}
      </div>
      {tabsFit ? (
        <Tabs
          items={config.items}
          selected={open ?? config.items[0]?.id}
          onSelect={choose}
          label={label}
        />
      ) : (
        <Accordion
          items={config.items}
          open={open}
          onToggle={(id) => choose(open === id ? undefined : id)}
          headingLevel={itemHeadingLevel}
        />
      )}
    </div>
  );
}

interface TabsProps {
  items: readonly TabAccordionItem[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  label: string;
}

/** APG tabs with automatic activation: ←/→ (wrapping), Home and End move and select. */
function Tabs({ items, selected, onSelect, label }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const moveTo = (next: number) => {
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    list.current?.querySelector<HTMLElement>(`[id="${CSS.escape(item.id)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };
  return (
    <>
      <div
        ref={list}
        className={styles.tablist}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {items.map((item, position) => (
          <button
            key={item.id}
            id={item.id}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={position === index}
            aria-controls={`${item.id}-panel`}
            tabIndex={position === index ? 0 : -1}
            onClick={() => onSelect(item.id)}
          >
            {item.title}
          </button>
        ))}
      </div>
      {items.map((item, position) => (
        <div
          key={item.id}
          id={`${item.id}-panel`}
          role="tabpanel"
          className={styles.tabpanel}
          aria-labelledby={item.id}
          tabIndex={0}
          hidden={position !== index}
        >
          <HtmlFragment className={styles.content} html={item.html} />
        </div>
      ))}
    </>
  );
}

interface AccordionProps {
  items: readonly TabAccordionItem[];
  open: string | undefined;
  onToggle: (id: string) => void;
  headingLevel: 2 | 3 | 4 | 5;
}

/** APG accordion: each title a heading holding a button that shows or hides its region. */
function Accordion({ items, open, onToggle, headingLevel }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const prefix = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open === item.id;
        const panelId = `${prefix}-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.itemHeading}>
              <button
                id={item.id}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={item.id}
              className={styles.panel}
              hidden={!expanded}
            >
              <HtmlFragment className={styles.content} html={item.html} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
