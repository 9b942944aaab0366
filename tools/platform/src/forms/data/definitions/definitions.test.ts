import { LANGUAGES } from '../../../common/config/app-names';
import { allFields } from '../definition-types';
import { formDefinition, FORM_IDS } from '.';

describe.each(FORM_IDS)('the %s form', (formId) => {
  it.each(LANGUAGES)(
    'is consistent in %s: unique ids, known condition fields and targets, unique button values',
    (language) => {
      const definition = formDefinition(formId, language);
      expect(definition?.id).toBe(formId);
      if (!definition) return;
      const fields = allFields(definition);
      const ids = [...fields.map((field) => field.id), ...definition.steps.map((step) => step.id)];
      expect(new Set(ids).size).toBe(ids.length);
      for (const condition of definition.conditions ?? []) {
        expect(ids).toContain(condition.field);
        for (const action of condition.actions) expect(ids).toContain(action.target);
      }
      for (const field of fields) {
        if (field.type === 'buttonList')
          expect(new Set(field.options.map((o) => o.value)).size).toBe(field.options.length);
        expect(field.label.trim()).not.toBe('');
      }
    },
  );
});

it('offers the five forms of the bank', () => {
  expect(FORM_IDS).toEqual([
    'kontakt',
    'terminvereinbarung',
    'beschwerde',
    'kontoeroeffnung',
    'veranstaltung',
  ]);
  expect(formDefinition('kontakt', 'de')?.steps).toHaveLength(3);
});
