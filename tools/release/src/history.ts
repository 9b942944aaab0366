import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { writeJsonAtomic } from './atomic-file';

const entrySchema = v.object({
  at: v.pipe(v.string(), v.isoTimestamp()),
  action: v.picklist(['promote', 'rollback']),
  domain: v.string(),
  /** The domain's line before and after. */
  from: v.string(),
  to: v.string(),
  /** The release promoted to or rolled back to (undefined: the domain's dist). */
  version: v.optional(v.string()),
  by: v.optional(v.string()),
});

const historySchema = v.array(entrySchema);

export type HistoryEntry = v.InferOutput<typeof entrySchema>;

export function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  const result = v.safeParse(historySchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(
      `history ${file} is invalid at "${v.getDotPath(issue) ?? ''}": ${issue.message}`,
    );
  }
  return result.output;
}

export function appendHistory(file: string, entry: HistoryEntry): void {
  writeJsonAtomic(file, [...readHistory(file), entry]);
}

/**
 * The promotions of a domain still in force, oldest first: each promote stacks one, each rollback
 * takes the latest off. A rollback returns the domain to the `from` line of the last of them.
 */
export function activePromotions(history: readonly HistoryEntry[], domain: string): HistoryEntry[] {
  const stack: HistoryEntry[] = [];
  for (const entry of history) {
    if (entry.domain !== domain) continue;
    if (entry.action === 'promote') stack.push(entry);
    else stack.pop();
  }
  return stack;
}
