import { guardSingleton } from './guard-singleton';

describe('guardSingleton', () => {
  it('stays silent for the first copy and warns once a second copy of the same singleton appears', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    guardSingleton('test.first-copy');
    expect(warn).not.toHaveBeenCalled();

    guardSingleton('test.first-copy');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('A second copy of "test.first-copy"');
    warn.mockRestore();
  });

  it('keeps different singletons apart', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    guardSingleton('test.one');
    guardSingleton('test.two');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
