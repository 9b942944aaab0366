import { truncate } from './truncate';

describe('truncate', () => {
  it('cuts text to 16 characters and adds ... by default', () => {
    expect(truncate('Raiffeisenbank Graz-Straßgang')).toBe('Raiffeisenbank G...');
  });

  it('leaves text that fits unchanged', () => {
    expect(truncate('Filiale Graz')).toBe('Filiale Graz');
    expect(truncate('exactly 16 chars')).toBe('exactly 16 chars');
  });

  it('takes another length and ellipsis', () => {
    expect(truncate('Veranstaltungsbeschreibung', 10, '…')).toBe('Veranstalt…');
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(truncate('Bank in Wien Mitte', 13)).toBe('Bank in Wien...');
  });

  it('never cuts a character in half', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});
