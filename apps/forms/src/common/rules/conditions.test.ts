import { formDefinitionSchema } from '../definition/definition-schema';
import * as v from 'valibot';
import { conditionHolds, evaluateConditions } from './conditions';

const definition = v.parse(formDefinitionSchema, {
  id: 'kontakt',
  steps: [
    {
      id: 'anliegen',
      title: 'Anliegen',
      fields: [
        {
          id: 'customer',
          type: 'radio',
          label: 'Kunde?',
          options: [
            { value: 'ja', label: 'Ja' },
            { value: 'nein', label: 'Nein' },
          ],
        },
        { id: 'iban', type: 'text', label: 'IBAN' },
        { id: 'amount', type: 'number', label: 'Betrag' },
        { id: 'note', type: 'textarea', label: 'Hinweis' },
        { id: 'callback', type: 'checkbox', label: 'Rückruf' },
        { id: 'phone', type: 'text', label: 'Telefon' },
      ],
    },
    { id: 'extra', title: 'Extra', fields: [{ id: 'detail', type: 'text', label: 'Detail' }] },
  ],
  conditions: [
    {
      field: 'customer',
      operation: 'equals',
      value: 'ja',
      actions: [{ action: 'show', target: 'iban' }],
    },
    {
      field: 'amount',
      operation: 'greaterThan',
      value: 10000,
      actions: [
        { action: 'require', target: 'note' },
        { action: 'show', target: 'extra' },
      ],
    },
    {
      field: 'callback',
      operation: 'equals',
      value: true,
      actions: [
        { action: 'enable', target: 'phone' },
        { action: 'require', target: 'phone' },
      ],
    },
    { field: 'iban', operation: 'notEmpty', actions: [{ action: 'hide', target: 'amount' }] },
  ],
});

describe('conditions', () => {
  it('shows a field only while its show condition holds', () => {
    expect(evaluateConditions(definition, { customer: 'nein' }).fields.iban?.visible).toBe(false);
    expect(evaluateConditions(definition, { customer: 'ja' }).fields.iban?.visible).toBe(true);
  });

  it('requires and enables fields, and shows a whole step', () => {
    const state = evaluateConditions(definition, { amount: 20000, callback: true });
    expect(state.fields.note?.required).toBe(true);
    expect(state.steps.extra).toBe(true);
    expect(state.fields.phone).toEqual({ visible: true, enabled: true, required: true });
    const quiet = evaluateConditions(definition, { amount: 500, callback: false });
    expect(quiet.fields.note?.required).toBe(false);
    expect(quiet.steps.extra).toBe(false);
    expect(quiet.fields.detail?.visible).toBe(false);
    expect(quiet.fields.phone?.enabled).toBe(false);
  });

  it('treats a hidden field as empty for the conditions that depend on it', () => {
    // iban is typed but hidden again (not a customer): it no longer hides the amount.
    const state = evaluateConditions(definition, {
      customer: 'nein',
      iban: 'AT61 1904 3002 3457 3201',
      amount: 5,
    });
    expect(state.fields.iban?.visible).toBe(false);
    expect(state.fields.amount?.visible).toBe(true);
    const customer = evaluateConditions(definition, {
      customer: 'ja',
      iban: 'AT61 1904 3002 3457 3201',
      amount: 5,
    });
    expect(customer.fields.amount?.visible).toBe(false);
  });

  it('knows every operation', () => {
    const c = (operation: string, value?: string | number | boolean) =>
      ({ field: 'x', operation, value, actions: [{ action: 'show', target: 'y' }] }) as never;
    expect(conditionHolds(c('equals', 'a'), 'a')).toBe(true);
    expect(conditionHolds(c('notEquals', 'a'), 'b')).toBe(true);
    expect(conditionHolds(c('contains', 'kredit'), 'Frage zum Kredit')).toBe(true);
    expect(conditionHolds(c('contains', 'wohnen'), ['sparen', 'wohnen'])).toBe(true);
    expect(conditionHolds(c('empty'), [])).toBe(true);
    expect(conditionHolds(c('empty'), '')).toBe(true);
    expect(conditionHolds(c('notEmpty'), 'x')).toBe(true);
    expect(conditionHolds(c('greaterThan', 5), 6)).toBe(true);
    expect(conditionHolds(c('lessThan', 5), 6)).toBe(false);
    expect(conditionHolds(c('lessThan', '2026-04-01'), '2026-03-31')).toBe(true);
    expect(conditionHolds(c('greaterThan', 5), null)).toBe(false);
  });
});
