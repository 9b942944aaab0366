import { withNonce } from './nonce';
import { escapeHtml, jsonForScript } from './html';

describe('withNonce', () => {
  it("puts the nonce last on the template's script, style and stylesheet tags (not on JSON data)", () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/site.css">' +
      '<script type="application/json" id="page-config">{}</script><style>.a{}</style>' +
      '<script src="http://localhost:8100/shell.js" defer></script>';
    expect(withNonce(html, 'abc123==')).toBe(
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/site.css" nonce="abc123==">' +
        '<script type="application/json" id="page-config">{}</script><style nonce="abc123==">.a{}</style>' +
        '<script src="http://localhost:8100/shell.js" defer nonce="abc123=="></script>',
    );
  });

  it('gives escaped data no nonce', () => {
    const data = '<script>ctbCanary()</script><style>x</style>';
    const html = `<p>${escapeHtml(data)}</p><div data-config="${escapeHtml(JSON.stringify({ data }))}"></div><script type="application/json">${jsonForScript({ data })}</script>`;
    expect(withNonce(html, 'n0nce').match(/nonce=/g)).toBeNull();
  });

  it('leaves a page without a nonce as it is and refuses a nonce that could break the tag', () => {
    expect(withNonce('<script></script>', undefined)).toBe('<script></script>');
    expect(() => withNonce('<script></script>', '"><script>')).toThrow('base64');
  });
});
