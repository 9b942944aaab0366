import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes dates as dd.MM.yyyy by default', () => {
    expect(formatDate(new Date(2025, 2, 7))).toBe('07.03.2025');
  });

  it('reads ISO date strings as local dates', () => {
    expect(formatDate('2025-12-31')).toBe('31.12.2025');
  });

  it('takes another pattern', () => {
    expect(formatDate(new Date(2025, 2, 7), 'yyyy-MM-dd')).toBe('2025-03-07');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes date and time as dd.MM.yyyy, HH:mm', () => {
    expect(formatDateTime(new Date(2025, 0, 2, 9, 5))).toBe('02.01.2025, 09:05');
  });
});
