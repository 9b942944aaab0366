import * as v from '@ctb/shared/validation';
import { type Language } from '@ctb/shared/runtime';
import { fetchJson } from '@ctb/shared/http';
import type { BankParams } from '../../common/bank-config';

/** SPEC section 3 "Search result": the result page's url and the hits in named groups. */
const searchResultSchema = v.object({
  url: v.string(),
  groups: v.array(
    v.object({
      name: v.string(),
      details: v.array(
        v.object({ name: v.pipe(v.string(), v.nonEmpty()), ticker: v.string(), url: v.string() }),
      ),
    }),
  ),
});

export type SearchResult = v.InferOutput<typeof searchResultSchema>;

/** One prediction: a hit with the name of its group (shares, funds, indices). */
export interface SearchSuggestion {
  group: string;
  name: string;
  ticker: string;
  url: string;
}

export interface SearchRequest extends BankParams {
  searchUrl: string;
  language: Language;
}

export function searchSymbols(
  request: SearchRequest,
  searchTerm: string,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const { searchUrl, blz, bstnr, language } = request;
  return fetchJson(searchUrl, {
    query: { blz, bstnr, searchTerm, language },
    schema: searchResultSchema,
    signal,
  });
}

/** The predictions in the order of their groups. */
export function suggestionsOf(result: SearchResult): SearchSuggestion[] {
  return result.groups.flatMap((group) =>
    group.details.map((detail) => ({ group: group.name, ...detail })),
  );
}
