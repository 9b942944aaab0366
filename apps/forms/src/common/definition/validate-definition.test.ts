import { describeDefinitionError, validateDefinition } from './validate-definition';

const valid = {
  id: 'kontakt',
  steps: [
    {
      id: 'anliegen',
      title: 'Ihr Anliegen',
      fields: [
        {
          id: 'topic',
          type: 'select',
          label: 'Thema',
          options: [{ value: 'konto', label: 'Konto' }],
        },
        { id: 'message', type: 'textarea', label: 'Nachricht', maxLength: 500 },
      ],
    },
  ],
  conditions: [
    {
      field: 'topic',
      operation: 'equals',
      value: 'konto',
      actions: [{ action: 'require', target: 'message' }],
    },
  ],
};

const broken = (change: (definition: typeof valid) => unknown) => {
  const copy = structuredClone(valid);
  return validateDefinition(change(copy) ?? copy);
};

describe('reading a form definition', () => {
  it('accepts a complete definition and fills the defaults', () => {
    const result = validateDefinition(valid);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.definition.steps[0]?.fields[0]).toMatchObject({
        required: false,
        width: 'full',
      });
  });

  it('names the form id and the first bad path of a field of unknown type', () => {
    const result = broken((d) => {
      (d.steps[0]!.fields[1] as { type: string }).type = 'slider';
    });
    expect(result).toMatchObject({ ok: false, formId: 'kontakt', path: 'steps.0.fields.1.type' });
    if (!result.ok)
      expect(describeDefinitionError(result)).toBe(
        'form "kontakt": invalid definition at steps.0.fields.1.type: must have a known field type',
      );
  });

  it('names a missing label', () => {
    const result = broken((d) => {
      delete (d.steps[0]!.fields[0] as { label?: string }).label;
    });
    expect(result).toMatchObject({ ok: false, path: 'steps.0.fields.0.label' });
  });

  it('refuses a button list whose values repeat', () => {
    const result = broken((d) => {
      d.steps[0]!.fields.push({
        id: 'time',
        type: 'buttonList',
        label: 'Uhrzeit',
        options: [
          { value: 'vormittag', label: 'Vormittag' },
          { value: 'vormittag', label: 'Früh' },
        ],
      } as never);
    });
    expect(result).toMatchObject({
      ok: false,
      path: 'steps.0.fields.2.options.1.value',
      message: 'button list value "vormittag" is used twice',
    });
  });

  it('refuses a condition on a field the form does not have, and a field id used twice', () => {
    expect(broken((d) => void (d.conditions[0]!.field = 'nope'))).toMatchObject({
      ok: false,
      path: 'conditions.0.field',
    });
    expect(broken((d) => void (d.steps[0]!.fields[1]!.id = 'topic'))).toMatchObject({
      ok: false,
      path: 'steps.0.fields.1.id',
    });
  });

  it('refuses an unknown condition operation and says which ones exist', () => {
    const result = broken(
      (d) => void ((d.conditions[0] as { operation: string }).operation = 'matches'),
    );
    expect(result).toMatchObject({ ok: false, path: 'conditions.0.operation' });
    if (!result.ok)
      expect(result.message).toContain(
        'equals, notEquals, contains, empty, notEmpty, greaterThan, lessThan',
      );
  });

  it('names the form by the id the widget was given when the definition has none', () => {
    expect(validateDefinition({ steps: [] }, 'fallback')).toMatchObject({
      ok: false,
      formId: 'fallback',
      path: 'id',
    });
  });
});
