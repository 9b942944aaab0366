import * as v from 'valibot';
import { logWidgetError } from '@ctb/shared';

const WIDGET_ID = 'lists/teaser-slider';

/** What names an entry in the log: its id when it has one, else its position. */
function entryName(document: unknown, idKeys: readonly string[], index: number): string {
  const record = typeof document === 'object' && document !== null ? document : {};
  for (const key of idKeys) {
    const id: unknown = key
      .split('.')
      .reduce<unknown>(
        (value, part) =>
          typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)[part]
            : undefined,
        record,
      );
    if (typeof id === 'string' && id !== '') return id;
  }
  return `at position ${index + 1}`;
}

/**
 * The entries of a list answer a teaser card can show, each checked on its own: one the card
 * cannot show (no title, no id …) is logged, naming it and its failing fields, and skipped, so
 * that one bad entry does not take the whole slider down with it. An answer with entries none
 * of which can be shown is no list of this kind at all (a wrong `url`): that fails. With `limit`,
 * checking stops once that many can be shown (a list answering every match at once).
 */
export function validDocuments<Schema extends v.GenericSchema>(
  schema: Schema,
  documents: unknown[],
  entry: { listType: string; idKeys: readonly string[]; limit?: number },
): v.InferOutput<Schema>[] {
  const valid: v.InferOutput<Schema>[] = [];
  const limit = entry.limit ?? documents.length;
  for (const [index, document] of documents.entries()) {
    // Entries after the first `limit` good ones are not shown: they are left unchecked.
    if (valid.length >= limit) break;
    const parsed = v.safeParse(schema, document);
    if (parsed.success) {
      valid.push(parsed.output);
      continue;
    }
    const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? '(entry)'))];
    logWidgetError(
      WIDGET_ID,
      `entry ${entryName(document, entry.idKeys, index)} of the ${entry.listType} list is ` +
        `incomplete or malformed (${fields.join(', ')}); skipped`,
    );
  }
  if (documents.length > 0 && valid.length === 0) {
    throw new Error(`none of its ${documents.length} entries can be shown`);
  }
  return valid;
}
