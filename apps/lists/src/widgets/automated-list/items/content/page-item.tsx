import type { ItemLayoutProps } from '../item-layout-props';
import { ContentCard } from './content-card';
import { ItemFacts } from './item-facts';
import { asContentItem } from './use-content-item';

/**
 * Content pages and any item without a layout of its own ("default"): the shared layout, with the
 * date, time and place when the item carries them.
 */
export function PageItem({ item, settings }: ItemLayoutProps<unknown>) {
  const content = asContentItem(item);
  if (!content) return null;
  return (
    <ContentCard
      item={content}
      settings={settings}
      meta={<ItemFacts item={content} language={settings.language} />}
    />
  );
}
