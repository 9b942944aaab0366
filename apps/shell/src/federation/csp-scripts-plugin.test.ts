import { cspScriptsPlugin } from './csp-scripts-plugin';

describe('the scripts the federation runtime inserts', () => {
  it('carry the page nonce and take their URL from the Trusted Types policy', () => {
    const policy = { createScriptURL: jest.fn((url: string) => url) };
    const { createScript } = cspScriptsPlugin('page-nonce', policy);
    const script = createScript!({
      url: 'http://localhost:8103/remoteEntry.js',
      attrs: {},
    } as never);
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.nonce).toBe('page-nonce');
    expect(element.src).toBe('http://localhost:8103/remoteEntry.js');
    expect(element.async).toBe(true);
    expect(policy.createScriptURL).toHaveBeenCalledWith('http://localhost:8103/remoteEntry.js');
  });

  it('is never created for a URL the policy refuses', () => {
    const { createScript } = cspScriptsPlugin(undefined, {
      createScriptURL: (url) => {
        throw new Error(`the script ${url} is not on an origin of the remotes file`);
      },
    });
    expect(() =>
      createScript!({ url: 'https://evil.example/remoteEntry.js', attrs: {} } as never),
    ).toThrow('https://evil.example/remoteEntry.js is not on an origin of the remotes file');
  });
});
