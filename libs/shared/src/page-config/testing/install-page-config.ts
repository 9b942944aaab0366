import { encodeBase64Utf8 } from '../decode-base64';

/** Test helper: writes a script#page-config block into the document and returns its element. */
export function installPageConfigForTests(
  settings: Record<string, unknown> = {},
  doc: Document = document,
): HTMLScriptElement {
  doc.querySelector('script#page-config')?.remove();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'page-config';
  script.textContent = JSON.stringify({
    paasBaseUrl: 'http://127.0.0.1:8090',
    language: 'de',
    currentPagePath: encodeBase64Utf8('/de/privatkunden'),
    currentLanguagePagePath: encodeBase64Utf8('/de'),
    loginCenterPath: '/de/login',
    editMode: false,
    ...settings,
  });
  doc.head.append(script);
  return script;
}
