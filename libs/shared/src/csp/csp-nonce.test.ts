import { cspNonce } from './csp-nonce';

describe('cspNonce', () => {
  afterEach(() => document.head.querySelectorAll('[nonce]').forEach((element) => element.remove()));

  it('is undefined on a page without a nonce', () => {
    expect(cspNonce()).toBeUndefined();
  });

  it('reads the nonce the CMS gave its script tags', () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', 'r4nd0m');
    document.head.append(script);
    expect(cspNonce()).toBe('r4nd0m');
  });
});
