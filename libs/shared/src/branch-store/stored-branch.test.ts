import { parseStoredBranch } from './branch-storage';

const branch = {
  id: 'b-1',
  name: 'Filiale Graz-Mitte',
  address: { street: 'Hauptplatz 1', postalCode: '8010', city: 'Graz' },
  blz: '38000',
};

describe('the stored branch path', () => {
  let warnings: jest.SpyInstance;
  beforeEach(() => (warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warnings.mockRestore());

  it('keeps a site path', () => {
    expect(parseStoredBranch(JSON.stringify({ ...branch, path: '/banken/steiermark' }))).toEqual({
      ...branch,
      path: '/banken/steiermark',
    });
    expect(warnings).not.toHaveBeenCalled();
  });

  it.each(['//evil.example/banken', 'javascript:alert(1)', 'https://evil.example/banken'])(
    'drops the path %j (and logs it) but keeps the branch',
    (path) => {
      const stored = parseStoredBranch(JSON.stringify({ ...branch, path }));
      expect(stored).toMatchObject(branch);
      expect(stored?.path).toBeUndefined();
      expect(warnings.mock.calls[0]?.[0]).toContain(
        '[ctb] branch store: the stored branch path: dropped the unsafe link',
      );
    },
  );
});
