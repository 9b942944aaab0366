import * as v from '@ctb/shared/validation';

/**
 * The heading settings every calculator's `data-config` shares (title, intro, heading level 2-4;
 * common/calculation/config-schemas.ts), checked against one calculator's schema from that
 * widget's own config-schema.test.ts.
 */
export function describeHeadingSettings(
  name: string,
  schema: v.GenericSchema<unknown, unknown>,
  config: object,
) {
  describe(`the ${name} calculator config`, () => {
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
}
