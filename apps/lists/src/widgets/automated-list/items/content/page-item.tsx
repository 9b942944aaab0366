import type { ItemLayoutProps } from '../item-layout-props';
import { ContentCard } from './content-card';
import { asContentItem } from './use-content-item';

/** Content pages and any item without a layout of its own ("default"). */
export function PageItem({ item, settings }: ItemLayoutProps<unknown>) {
  const content = asContentItem(item);
  return content ? <ContentCard item={content} settings={settings} /> : null;
}
