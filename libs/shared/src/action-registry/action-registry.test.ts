import { actionRegistry } from './action-registry';

describe('actionRegistry', () => {
  it('runs a registered action with its element and arguments and returns its result', () => {
    const button = document.createElement('button');
    const stop = actionRegistry.register(
      'selectUsersBranch',
      (element, id) => `${element.tagName}:${String(id)}`,
    );
    expect(actionRegistry.run('selectUsersBranch', button, '4711')).toBe('BUTTON:4711');
    stop();
  });

  it('logs an error and disables a button whose action is not registered', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const button = document.createElement('button');

    expect(actionRegistry.run('openBankSearch', button)).toBeUndefined();

    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('action "openBankSearch" is not registered'),
      button,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    error.mockRestore();
  });

  it('marks a link whose action is not registered as disabled for assistive technology', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const link = document.createElement('a');
    actionRegistry.run('redirect', link);
    expect(link).toHaveAttribute('aria-disabled', 'true');
    jest.restoreAllMocks();
  });

  it('forgets an action once it is unregistered', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const action = jest.fn();
    const stop = actionRegistry.register('link', action);
    stop();
    actionRegistry.run('link', document.createElement('button'));
    expect(action).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('warns when a name is registered twice and runs the later action', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const stopFirst = actionRegistry.register('redirect', () => 'first');
    const stopSecond = actionRegistry.register('redirect', () => 'second');
    expect(actionRegistry.run('redirect', document.createElement('a'))).toBe('second');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('registered twice'));
    stopFirst();
    stopSecond();
    warn.mockRestore();
  });
});
