import * as v from '@ctb/shared/validation';

/** Turns valibot issues into one readable line per problem: `path: message`. */
export function summarizeIssues(issues: readonly v.BaseIssue<unknown>[], limit = 5): string {
  const lines = issues.slice(0, limit).map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  if (issues.length > limit) lines.push(`... and ${issues.length - limit} more`);
  return lines.join('; ');
}
