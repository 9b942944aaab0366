import { OVERRIDE_STORAGE_KEY, overridesRequested } from './remote-override-request';

const page = 'https://www.example-bank.at/de/kredit.html';

function storage(stored: string | null, throws = false) {
  return {
    getItem: jest.fn(() => {
      if (throws) throw new DOMException('blocked', 'SecurityError');
      return stored;
    }),
    setItem: jest.fn(),
    removeItem: jest.fn(),
  };
}

describe('whether a page asks for remote overrides (their code loads only then)', () => {
  it('does not on a visitor’s page: no query parameter, nothing stored', () => {
    expect(overridesRequested(page, storage(null))).toBe(false);
    expect(overridesRequested(`${page}?q=kredit`, undefined)).toBe(false);
  });

  it('does with the query parameter, also an empty one (it clears stored overrides)', () => {
    expect(
      overridesRequested(
        `${page}?ctb-override=calculators=http://localhost:9113/mf-manifest.json`,
        storage(null),
      ),
    ).toBe(true);
    expect(overridesRequested(`${page}?ctb-override=`, storage(null))).toBe(true);
  });

  it('does with overrides stored by an earlier page', () => {
    const stored = storage('{"calculators":"http://localhost:9113/mf-manifest.json"}');
    expect(overridesRequested(page, stored)).toBe(true);
    expect(stored.getItem).toHaveBeenCalledWith(OVERRIDE_STORAGE_KEY);
  });

  it('does not when storage is blocked and the query does not ask', () => {
    expect(overridesRequested(page, storage(null, true))).toBe(false);
  });
});
