import * as v from '@ctb/shared/validation';
import { automatedListConfigSchema } from './config-schema';

const parse = (config: unknown) => v.safeParse(automatedListConfigSchema, config);

describe('automated list config', () => {
  it('fills in the defaults of a minimal news list', () => {
    const result = parse({ listType: 'news', endpoint: '/cachableservlets/search/news.json' });
    expect(result.success && result.output).toMatchObject({
      id: 'list',
      pageSize: 10,
      loadOnScrollCount: 0,
      history: false,
      headingLevel: 2,
      predefinedTagFilters: [],
      showMobile: 'false',
    });
  });

  it('takes the employee site settings only as the strings "true" and "false"', () => {
    const base = { listType: 'employees', endpoint: '/cachableservlets/lists/employees.json' };
    expect(parse({ ...base, showFunction: 'true' }).success).toBe(true);
    expect(parse({ ...base, showFunction: true }).success).toBe(false);
  });

  it('accepts the bank list and the club benefit list with their own settings', () => {
    const banks = parse({ listType: 'banks', endpoint: '/api/branches/list' });
    expect(banks.success && banks.output).toMatchObject({
      mainInstituteReorder: false,
      filterEndpoint: '/api/branches/filter',
    });
    expect(
      parse({ listType: 'banks', endpoint: '/api/branches/list', mainInstituteReorder: 'yes' })
        .success,
    ).toBe(false);
    const club = parse({
      listType: 'clubBenefits',
      endpoint: '/cachableservlets/club/benefits.json',
      federalState: ['Tirol'],
    });
    expect(club.success && club.output).toMatchObject({
      federalState: ['Tirol'],
      relationshipType: [],
      district: [],
      category: [],
    });
  });

  it('rejects an unknown list type, a missing endpoint and a page size above 500', () => {
    expect(parse({ listType: 'recipes', endpoint: '/x.json' }).success).toBe(false);
    expect(parse({ listType: 'faq' }).success).toBe(false);
    expect(parse({ listType: 'faq', endpoint: '/x.json', pageSize: 501 }).success).toBe(false);
  });
});
