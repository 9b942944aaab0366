import { EMPLOYMENT_TYPES, IMPORTED_FIRMS, COMPANIES, JOB_TITLES } from './job-words';
import { addDays, isoDate } from '../../common/dates';
import { slugify, type ListItem } from './list-item';
import type { Indexed } from '../../common/search/indexed';
import { FEDERAL_STATES } from '../../common/geo/federal-states';
import { TOWNS } from './places';
import { seededRandom } from '../../common/seeded-random';

export const JOB_COUNT = 150;
/** Job key:value filter keys (SPEC section 7, JOBSUCHE). */
export const JOB_FILTER_KEYS = [
  'companyName',
  'city',
  'employmentType',
  'location',
  'position',
  'profession',
] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

/** A list item of type job with the SPEC section 3 "Job" fields. */
export interface JobItem extends ListItem {
  type: 'job';
  profession: string[];
  location: string[];
  imported: boolean;
  companyName: string;
  /** ISO date */
  publishDate: string;
  /** JSON string of { place, firm, imported } */
  data: string;
  city: string;
  employmentType: string;
  position: string;
}

/** 150 offers: every federal state gets at least ten, published within the last 90 days. */
export function generateJobs(today: Date): Indexed<JobItem>[] {
  const random = seededRandom(5005);
  const result: Indexed<JobItem>[] = [];
  for (let index = 0; index < JOB_COUNT; index += 1) {
    const id = `job-${String(index + 1).padStart(3, '0')}`;
    const state = FEDERAL_STATES[index % FEDERAL_STATES.length] ?? 'Wien';
    const town = random.pick(TOWNS.filter((candidate) => candidate.state === state));
    const spec = random.pick(JOB_TITLES);
    const employmentType = spec.positions.includes('Lehre')
      ? 'Vollzeit'
      : random.pick(EMPLOYMENT_TYPES);
    const position = random.pick(spec.positions);
    const imported = random.chance(0.25);
    const firm = imported ? random.pick(IMPORTED_FIRMS) : '';
    const companyName = imported ? firm : random.pick(COMPANIES);
    const title = `${spec.title} (${employmentType})`;
    const publishDate = isoDate(addDays(today, -random.int(0, 89)));
    const url = imported
      ? `https://jobs.karriere-demo.at/angebot/${id}`
      : `/de/karriere/jobs/${slugify(spec.title)}-${id}.html`;
    const item: JobItem = {
      type: 'job',
      accessibilityID: id,
      title,
      subTitle: companyName,
      text: `${companyName} sucht für ${town.name} eine:n ${spec.title} in ${employmentType}.`,
      url,
      links: [],
      place: `${town.postalCode} ${town.name}`,
      profession: spec.professions,
      location: [state],
      imported,
      companyName,
      publishDate,
      data: JSON.stringify({ place: `${town.postalCode} ${town.name}`, firm, imported }),
      city: town.name,
      employmentType,
      position,
    };
    const facets: Record<JobFilterKey, string[]> = {
      companyName: [companyName],
      city: [town.name],
      employmentType: [employmentType],
      location: [state],
      position: [position],
      profession: spec.professions,
    };
    result.push({ item, path: `/de/karriere/${slugify(state)}`, facets });
  }
  return result.sort((a, b) => b.item.publishDate.localeCompare(a.item.publishDate));
}
