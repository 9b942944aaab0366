import * as v from '@ctb/shared/validation';
import { logWidgetError } from '@ctb/shared/runtime';
import { contentItemSchema, type ContentItem } from './content-item-schema';

// Each answered item is converted once: list items are the same objects from render to render
// (until a new answer), and a long list re-renders many of them.
const converted = new WeakMap<object, ContentItem | null>();

/** One problem of an item: `message (at path)`. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? `${issue.message} (at ${path})` : issue.message;
}

/** The item as a content item, or null (logged once) when it lacks what the layouts need. */
export function asContentItem(item: unknown): ContentItem | null {
  const cacheable = typeof item === 'object' && item !== null;
  if (cacheable && converted.has(item)) return converted.get(item) ?? null;
  const result = v.safeParse(contentItemSchema, item);
  const content = result.success ? result.output : null;
  if (!result.success) {
    logWidgetError(
      'lists/automated-list',
      `a list item cannot be shown: ${result.issues.map(describeIssue).join('; ')}`,
    );
  }
  if (cacheable) converted.set(item, content);
  return content;
}
