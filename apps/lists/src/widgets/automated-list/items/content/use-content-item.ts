import * as v from 'valibot';
import { logWidgetError } from '@ctb/shared';
import { contentItemSchema, type ContentItem } from './content-item-schema';

const logged = new WeakSet<object>();

/** The item as a content item, or null (logged once) when it lacks what the layouts need. */
export function asContentItem(item: unknown): ContentItem | null {
  const result = v.safeParse(contentItemSchema, item);
  if (result.success) return result.output;
  if (typeof item === 'object' && item !== null && !logged.has(item)) {
    logged.add(item);
    logWidgetError(
      'lists/automated-list',
      `a list item cannot be shown: ${v.summarize(result.issues).replace(/\n/g, '; ')}`,
    );
  }
  return null;
}
