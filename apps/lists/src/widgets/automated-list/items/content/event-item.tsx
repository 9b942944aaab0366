import { truncate } from '@ctb/shared/formats';
import type { ItemLayoutProps } from '../item-layout-props';
import { ContentCard } from './content-card';
import { ItemFacts } from './item-facts';
import { asContentItem } from './use-content-item';

/** The event description is cut to 200 characters in lists. */
const DESCRIPTION_LENGTH = 200;

/** An event: date range, time range and place above the title, the short description as text. */
export function EventItem({ item, settings }: ItemLayoutProps<unknown>) {
  const content = asContentItem(item);
  if (!content) return null;
  const description = content.eventDescriptionText || content.text;
  return (
    <ContentCard
      item={content}
      settings={settings}
      meta={<ItemFacts item={content} language={settings.language} />}
      text={description ? truncate(description, DESCRIPTION_LENGTH) : ''}
    />
  );
}
