import type { FieldDefinition } from '../definition/field-schemas';
import { limitField } from './remaining-limits';

const f = (definition: object) =>
  ({
    id: 'seats',
    label: 'Plätze',
    required: false,
    sensitive: false,
    width: 'full',
    ...definition,
  }) as FieldDefinition;
const options = ['1', '2', '3', '4'].map((value) => ({ value, label: value }));

describe('remaining limits', () => {
  it('disables radio and select options above the remaining count', () => {
    const limited = limitField(f({ type: 'select', options }), { seats: 2 });
    expect(options.map(limited.isOptionDisabled)).toEqual([false, false, true, true]);
  });

  it('disables checkboxes and number fields at zero, not before', () => {
    expect(limitField(f({ type: 'checkbox' }), { seats: 0 }).disabled).toBe(true);
    expect(limitField(f({ type: 'checkbox' }), { seats: 1 }).disabled).toBe(false);
    expect(limitField(f({ type: 'number' }), { seats: 0 }).disabled).toBe(true);
  });

  it("caps a number's max by the remaining count", () => {
    expect(limitField(f({ type: 'number', max: 10 }), { seats: 4 }).max).toBe(4);
    expect(limitField(f({ type: 'number', max: 3 }), { seats: 4 }).max).toBe(3);
    expect(limitField(f({ type: 'number', max: 3 }), undefined).max).toBe(3);
  });

  it('keeps options disabled by the definition', () => {
    const limited = limitField(
      f({ type: 'radio', options: [{ value: 'a', label: 'A', disabled: true }] }),
      undefined,
    );
    expect(limited.isOptionDisabled({ value: 'a', label: 'A', disabled: true })).toBe(true);
  });
});
