import * as v from '@ctb/shared/validation';
import { logWidgetError } from '@ctb/shared/runtime';

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

export interface ValidEntriesOptions {
  /** The widget the log lines name. */
  widgetId: string;
  /** The entry in the log line, given its name, e.g. `branch 36000-0002 of the bank list`. */
  describe: (name: string) => string;
  /** Where an entry keeps its id (dot paths), tried in order. */
  idKeys: readonly string[];
  /** Checking stops once this many are valid (the rest would not be shown). */
  limit?: number;
}

/**
 * The entries of a list answer that pass `schema`, each checked on its own: one that does not
 * is logged, naming it and its failing fields, and skipped, so that one bad entry does not take
 * the whole list down with it.
 */
export function validEntries<Schema extends v.GenericSchema>(
  schema: Schema,
  documents: unknown[],
  { widgetId, describe, idKeys, limit = documents.length }: ValidEntriesOptions,
): v.InferOutput<Schema>[] {
  const valid: v.InferOutput<Schema>[] = [];
  for (const [index, document] of documents.entries()) {
    if (valid.length >= limit) break;
    const parsed = v.safeParse(schema, document);
    if (parsed.success) {
      valid.push(parsed.output);
      continue;
    }
    const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? '(entry)'))];
    logWidgetError(
      widgetId,
      `${describe(entryName(document, idKeys, index))} is incomplete or malformed ` +
        `(${fields.join(', ')}); skipped`,
    );
  }
  return valid;
}
