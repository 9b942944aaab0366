import type { ListItem } from './api';

/** Suggestions come from the list's own loaded results, from this many characters on (SPEC 5). */
export const SUGGEST_MIN_LENGTH = 3;
/** Suggestion names are cut at 25 characters (SPEC section 9). */
export const SUGGESTION_LENGTH = 25;
export const MAX_SUGGESTIONS = 5;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** What an item is called: its title, a branch's name, a club partner or a person's name. */
export function itemName(item: ListItem): string {
  return (
    text(item.title) ||
    text(item.name) ||
    text(item.partner) ||
    [text(item.firstname), text(item.lastname)].filter(Boolean).join(' ')
  );
}

/** The distinct names of loaded items that contain the term but are not the term itself. */
export function suggestionsFor(term: string, items: ListItem[]): string[] {
  const needle = term.trim().toLowerCase();
  if (needle.length < SUGGEST_MIN_LENGTH) return [];
  const names = items
    .map(itemName)
    .filter((name) => name && name.toLowerCase().includes(needle) && name.toLowerCase() !== needle);
  return [...new Set(names)].slice(0, MAX_SUGGESTIONS);
}
