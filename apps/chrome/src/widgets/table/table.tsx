import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, type WidgetProps } from '@ctb/shared/runtime';
import type { TableConfig } from './config-schema';
import { prepareTable } from './prepare-table';
import styles from './table.module.css';

/**
 * The editor's table with its own headers, in a region named by its caption: when it is wider than
 * the screen (phones) the region scrolls sideways and takes the focus, so it can be scrolled by
 * keyboard too.
 */
export function Table({ config }: WidgetProps<TableConfig>) {
  const intl = useIntl();
  const captionId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const caption = config.caption ?? intl.formatMessage({ id: 'chrome.table.defaultCaption' });
  const table = useMemo(
    () => prepareTable(config.html, caption, captionId),
    [config.html, caption, captionId],
  );
  const missing = !table;

  // The sanitiser's own nodes go in as they are (never serialised and parsed again).
  useLayoutEffect(() => {
    const target = holder.current;
    if (!target || !table) return undefined;
    target.replaceChildren(table);
    return () => target.replaceChildren();
  }, [table]);

  useEffect(() => {
    if (missing) logWidgetError('chrome/table', 'the markup holds no table after sanitising');
  }, [missing]);

  useEffect(() => {
    const target = holder.current;
    if (!target) return undefined;
    const check = () => setScrolls(target.scrollWidth > target.clientWidth + 1);
    // A ResizeObserver reports the first size after the browser's own layout: read then, the
    // widths force no layout of the rest of the page in this task. Without one, check now.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    if (observer) observer.observe(target);
    else check();
    window.addEventListener('resize', check);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', check);
    };
  }, []);

  if (missing) return null;
  return (
    <div className={styles.wrapper}>
      <div
        ref={holder}
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        tabIndex={scrolls ? 0 : undefined}
        data-scrolls={scrolls || undefined}
      />
      {scrolls && (
        <p className={styles.hint} aria-hidden="true">
          {intl.formatMessage({ id: 'chrome.table.scrollHint' })}
        </p>
      )}
    </div>
  );
}
