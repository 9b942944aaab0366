/** A filter as the list services answer it (SPEC section 3 "Filter"). */
export interface ListFilter {
  type: string;
  id: string;
  name: string;
  label: string;
  longLabel?: string;
  value?: string | string[] | null;
  isArray?: boolean;
  options: { name: string; label: string; size?: number }[];
}

export interface FilterControlProps {
  filter: ListFilter;
  /** The option names currently chosen (one at most for single-choice filters). */
  selected: string[];
  onChange(selected: string[]): void;
  /** Extra settings of the list some filters need (e.g. the news date filter only if maxAge > 1). */
  listType: string;
  maxAge?: number;
}
