import { FormattedMessage, useIntl } from 'react-intl';
import type { ItemLayoutProps } from '../item-layout-props';
import { ContentCard } from './content-card';
import styles from './content-item.module.css';
import { formatItemDate } from './format-dates';
import { ItemFacts } from './item-facts';
import { asContentItem } from './use-content-item';

/** A news item: its date above the title, its tags under the text. */
export function NewsItem({ item, settings }: ItemLayoutProps<unknown>) {
  const intl = useIntl();
  const content = asContentItem(item);
  if (!content) return null;
  const meta = (
    <>
      {content.newsDate && (
        <p className={styles.meta}>
          <FormattedMessage id="lists.automatedList.news.date" />{' '}
          <time dateTime={content.newsDate}>
            {formatItemDate(content.newsDate, settings.language)}
          </time>
        </p>
      )}
      <ItemFacts item={content} language={settings.language} />
    </>
  );
  const footer =
    content.tags.length > 0 ? (
      <ul
        className={styles.tags}
        aria-label={intl.formatMessage({ id: 'lists.automatedList.news.tags' })}
      >
        {content.tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
    ) : undefined;
  return <ContentCard item={content} settings={settings} meta={meta} footer={footer} />;
}
