import * as v from '@ctb/shared/validation';
import { fetchJson, useSWR } from '@ctb/shared/http';

const answerSchema = v.object({
  filter: v.array(
    v.object({
      id: v.string(),
      options: v.optional(
        v.array(v.object({ name: v.string(), size: v.pipe(v.number(), v.integer()) })),
      ),
    }),
  ),
});

/** Open positions per state: the `location` facet of an unfiltered job search. */
export async function fetchJobCounts(url: string): Promise<Record<string, number>> {
  const answer = await fetchJson(url, {
    method: 'POST',
    body: { type: 'JOBSUCHE', offset: 1, size: 1, query: '', filter: [] },
    schema: answerSchema,
  });
  const location = answer.filter.find((filter) => filter.id === 'location');
  if (!location?.options) throw new Error(`${url} answered without a location filter`);
  return Object.fromEntries(location.options.map((option) => [option.name, option.size]));
}

/** The counts, or undefined while loading or when they failed (the map works without them). */
export function useJobCounts(url: string | undefined) {
  return useSWR(url ?? null, fetchJobCounts, { revalidateOnFocus: false });
}
