import * as v from '@ctb/shared/validation';
import { teaserSliderConfigSchema } from './config-schema';

const parse = (config: unknown) => v.safeParse(teaserSliderConfigSchema, config);
const jobs = (jobFilters: string[]) => ({
  listType: 'jobs',
  url: '/cachableservlets/search/jobs.json',
  prefilters: { jobFilters },
});

describe('teaser slider config', () => {
  it('takes job filters with the keys the job search knows', () => {
    const filters = [
      'companyName:Regionalbank Demo',
      'city:Innsbruck',
      'employmentType:Teilzeit',
      'location:Tirol',
      'position:Lehre',
      'profession:Kundenberatung',
    ];
    const result = parse(jobs(filters));
    expect(result.success && result.output.prefilters.jobFilters).toEqual(filters);
    const none = parse({ listType: 'jobs', url: '/cachableservlets/search/jobs.json' });
    expect(none.success && none.output.prefilters.jobFilters).toEqual([]);
  });

  it('names a job filter with a mistyped key as a config error, entry and allowed keys', () => {
    const result = parse(jobs(['location:Tirol', 'lcation:Wien']));
    expect(result.success).toBe(false);
    const [issue] = result.issues ?? [];
    // What the widget runtime reports: `setting "<path>": expected <expected>, received <received>`.
    expect(issue && v.getDotPath(issue)).toBe('prefilters.jobFilters.1');
    expect(issue?.received).toBe('"lcation:Wien"');
    expect(issue?.expected).toBe(
      '/^(companyName|city|employmentType|location|position|profession):.+$/',
    );
    expect(issue?.message).toMatch(/key one of companyName, city, employmentType, location/);
  });

  it('rejects a job filter without a value, without a key or spanning lines', () => {
    for (const entry of ['location:', 'Tirol', 'location:Tirol\nWien', 'Location:Tirol']) {
      expect(parse(jobs([entry])).success).toBe(false);
    }
  });
});
