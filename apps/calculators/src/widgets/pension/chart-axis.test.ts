import { axisScale, toLabelLines } from './chart-axis';

describe('toLabelLines', () => {
  it('breaks a long category name between words into lines of about 18 characters', () => {
    expect(toLabelLines('Ihre voraussichtliche Nettopension')).toEqual([
      'Ihre',
      'voraussichtliche',
      'Nettopension',
    ]);
    expect(toLabelLines('Ihr letztes Nettoeinkommen')).toEqual(['Ihr letztes', 'Nettoeinkommen']);
  });

  it('keeps a short name on one line', () => {
    expect(toLabelLines('Your net pension')).toEqual(['Your net pension']);
  });
});

describe('axisScale', () => {
  it('leaves room above the taller bar, up to a round figure', () => {
    expect(axisScale(2500)).toEqual({ max: 3000, ticks: 6 });
    expect(axisScale(2413.7)).toEqual({ max: 3000, ticks: 6 });
    expect(axisScale(870)).toEqual({ max: 1200, ticks: 6 });
    expect(axisScale(40)).toEqual({ max: 50, ticks: 5 });
  });

  it('has a scale even when both values are 0', () => {
    expect(axisScale(0)).toEqual({ max: 100, ticks: 4 });
  });
});
