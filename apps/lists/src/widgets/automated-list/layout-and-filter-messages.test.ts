import type { MessageCatalogue } from '@ctb/shared';
import { bankFilterMessages } from './filters/bank-filter-messages';
import { dateRangeMessages } from './filters/date-range-messages';
import { bankItemMessages } from './items/bank-item-messages';
import { clubBenefitItemMessages } from './items/club-benefit-item-messages';
import { employeeItemMessages } from './items/employee-item-messages';
import { jobItemMessages } from './items/job-item-messages';
import { automatedListMessages } from './messages';

const catalogues: [string, MessageCatalogue][] = [
  ['automated list', automatedListMessages],
  ['employee item', employeeItemMessages],
  ['bank item', bankItemMessages],
  ['job item', jobItemMessages],
  ['club benefit item', clubBenefitItemMessages],
  ['date-range filter', dateRangeMessages],
  ['bank filter', bankFilterMessages],
];

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each(catalogues)('the %s messages', (_name, catalogue) => {
  const german = catalogue.de ?? {};

  it.each(['en', 'hr', 'it', 'sl'] as const)('are all translated into %s', (language) => {
    const translated = catalogue[language] ?? {};
    expect(Object.keys(translated).sort()).toEqual(Object.keys(german).sort());
    for (const [id, text] of Object.entries(translated)) {
      expect([id, text.trim() !== '']).toEqual([id, true]);
      expect([id, placeholders(text)]).toEqual([id, placeholders(german[id] ?? '')]);
    }
  });

  it('are only partly translated into French, falling back to German', () => {
    const french = Object.keys(catalogue.fr ?? {});
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(Object.keys(german).length);
    expect(french.every((id) => id in german)).toBe(true);
  });
});
