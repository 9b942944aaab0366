import { useIntl } from 'react-intl';
import { safeHref } from '@ctb/shared/runtime';
import { formatDate } from '@ctb/shared/dates';
import { ItemHeading } from './item-heading';
import type { ItemLayoutProps } from './item-layout-props';
import { parseJobData } from './job-data';
import styles from './items.module.css';

/** A list item of type job (SPEC "Job"). */
export interface JobItem {
  type: 'job';
  accessibilityID?: string;
  title: string;
  url: string;
  profession?: string[];
  location?: string[];
  companyName?: string;
  imported?: boolean;
  /** YYYY-MM-DD */
  publishDate?: string;
  place?: string;
  /** JSON string of { place, firm, imported } */
  data?: string;
}

/** A job offer: its title opens the offer in a new tab (imported offers live on other sites). */
export function JobItemLayout({ item, settings }: ItemLayoutProps<JobItem>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const data = parseJobData(item.data, item.accessibilityID ?? item.url);
  const place = data.place || item.place;
  const imported = data.imported ?? item.imported ?? false;
  const firm = data.firm || (imported ? item.companyName : '');
  // An imported offer names the firm behind it; the company line would only repeat it.
  const showFirm = imported && Boolean(firm);
  const professions = item.profession?.filter(Boolean) ?? [];
  const locations = item.location?.filter(Boolean) ?? [];
  const published = item.publishDate ? formatDate(item.publishDate) : '';
  const url = safeHref(item.url, { source: 'lists job item url' });

  return (
    <article className={`${styles.item} ${styles.itemNoImage}`}>
      <div className={styles.body}>
        {professions.length > 0 ? (
          <p className={styles.meta}>
            <span className={styles.visuallyHidden}>{`${text('lists.job.professions')}: `}</span>
            {professions.join(', ')}
          </p>
        ) : null}
        <ItemHeading level={settings.headingLevel} className={styles.title}>
          {url ? (
            <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
              {item.title}
              <span className={styles.visuallyHidden}>{` ${text('lists.job.newTab')}`}</span>
            </a>
          ) : (
            item.title
          )}
        </ItemHeading>
        <dl className={styles.details}>
          {published ? (
            <>
              <dt>{text('lists.job.published')}</dt>
              <dd>
                <time dateTime={item.publishDate}>{published}</time>
              </dd>
            </>
          ) : null}
          {locations.length > 0 ? (
            <>
              <dt>{text('lists.job.locations')}</dt>
              <dd>{locations.join(', ')}</dd>
            </>
          ) : null}
          {place ? (
            <>
              <dt>{text('lists.job.place')}</dt>
              <dd>{place}</dd>
            </>
          ) : null}
          {item.companyName && !(showFirm && firm === item.companyName) ? (
            <>
              <dt>{text('lists.job.company')}</dt>
              <dd>{item.companyName}</dd>
            </>
          ) : null}
          {showFirm ? (
            <>
              <dt>{text('lists.job.importedFirm')}</dt>
              <dd>{firm}</dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
