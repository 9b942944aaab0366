import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError, type WidgetProps } from '@ctb/shared/runtime';
import { HtmlFragment } from '@ctb/shared/html';
import { useContentPlusHtml } from './api';
import type { ContentPlusConfig } from './config-schema';
import styles from './content-plus.module.css';

const WIDGET_ID = 'lists/content-plus';

/**
 * An expandable block whose content is an HTML fragment from the CMS. The first open loads it
 * (once); later clicks only toggle. When it cannot be loaded the whole block disappears.
 */
export function ContentPlus({ config }: WidgetProps<ContentPlusConfig>) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { data: html, error, isLoading } = useContentPlusHtml(config.url, requested);
  const buttonId = useId();
  const regionId = useId();

  useEffect(() => {
    if (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logWidgetError(WIDGET_ID, `the content at ${config.url} could not be loaded (${reason})`);
    }
  }, [error, config.url]);

  if (error) return null;

  const toggle = () => {
    setRequested(true);
    setOpen((wasOpen) => !wasOpen);
  };
  const Heading = `h${config.headingLevel ?? 2}` as const;
  const loading = open && isLoading;

  return (
    <div className={styles.block}>
      {config.title && <Heading className={styles.title}>{config.title}</Heading>}
      <button
        type="button"
        id={buttonId}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={toggle}
      >
        <span>
          {config.buttonLabel ?? intl.formatMessage({ id: 'lists.contentPlus.defaultButtonLabel' })}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {/* Present from the start so that screen readers announce the change to "loading". */}
      <p role="status" className={styles.status}>
        {loading ? intl.formatMessage({ id: 'lists.contentPlus.loading' }) : ''}
      </p>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        aria-busy={loading}
        className={styles.content}
        hidden={!open}
      >
        {loading && <div className={styles.skeleton} />}
        {html !== undefined && <HtmlFragment html={html} className={styles.fragment} />}
      </div>
    </div>
  );
}
