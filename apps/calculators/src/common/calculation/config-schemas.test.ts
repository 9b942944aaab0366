import * as v from 'valibot';
import { creditConfigSchema } from '../../widgets/credit/config-schema';
import { pensionConfigSchema } from '../../widgets/pension/config-schema';
import { savingsConfigSchema } from '../../widgets/savings/config-schema';
import { creditConfig } from '../../widgets/credit/testing/credit-fixtures';
import { pensionConfig } from '../../widgets/pension/testing/pension-fixtures';
import { savingsConfig } from '../../widgets/savings/testing/savings-fixtures';

const calculators = [
  ['credit', creditConfigSchema, creditConfig],
  ['savings', savingsConfigSchema, savingsConfig],
  ['pension', pensionConfigSchema, pensionConfig],
] as const;

describe.each(calculators)('the %s calculator config', (_name, schema, config) => {
  const parse = (heading: Record<string, unknown>) =>
    v.safeParse(schema, { ...config, ...heading });

  it('leaves title, intro and heading level to the widget when the CMS gives none', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.output).not.toHaveProperty('title');
    expect(result.output).not.toHaveProperty('intro');
    expect(result.output).not.toHaveProperty('headingLevel');
  });

  it('accepts a title, a plain-text intro and heading levels 2 to 4', () => {
    for (const headingLevel of [2, 3, 4]) {
      const result = parse({
        title: ' Ihr Wunschkredit ',
        intro: 'In drei Schritten.',
        headingLevel,
      });
      expect(result.success).toBe(true);
      expect(result.output).toMatchObject({
        title: 'Ihr Wunschkredit',
        intro: 'In drei Schritten.',
        headingLevel,
      });
    }
  });

  it.each([1, 5, 2.5, '3', null])('refuses heading level %p', (headingLevel) => {
    expect(parse({ headingLevel }).success).toBe(false);
  });

  it.each([
    ['an empty title', { title: '  ' }],
    ['a title that is not text', { title: 42 }],
    ['an empty intro', { intro: '' }],
    ['an intro that is not text', { intro: ['Zeile'] }],
  ])('refuses %s', (_case, heading) => {
    expect(parse(heading).success).toBe(false);
  });
});
