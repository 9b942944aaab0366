import type * as v from '@ctb/shared/validation';
import { validEntries } from '../../common/valid-entries';

/**
 * The entries of a list answer a teaser card can show, each checked on its own (validEntries):
 * one the card cannot show is logged and skipped. An answer with entries none of which can be
 * shown is no list of this kind at all (a wrong `url`): that fails. With `limit`, checking stops
 * once that many can be shown (a list answering every match at once).
 */
export function validDocuments<Schema extends v.GenericSchema>(
  schema: Schema,
  documents: unknown[],
  entry: { listType: string; idKeys: readonly string[]; limit?: number },
): v.InferOutput<Schema>[] {
  const valid = validEntries(schema, documents, {
    widgetId: 'lists/teaser-slider',
    describe: (name) => `entry ${name} of the ${entry.listType} list`,
    idKeys: entry.idKeys,
    limit: entry.limit,
  });
  if (documents.length > 0 && valid.length === 0) {
    throw new Error(`none of its ${documents.length} entries can be shown`);
  }
  return valid;
}
