import { messages } from '../../../../apps/chrome/src/widgets/cookie-banner/messages';
import { LANGUAGES } from '../common/config/app-names';
import { siteCookieBanner } from '../rendering/site-chrome/consent-notice';
import { CONSENT_NOTICE_TEXTS } from '../rendering/site-chrome/consent-notice-texts';

// The CMS writes its copy of the cookie banner in the chrome app's words: the widget takes it
// over in place, and nothing on screen may change when it does.
describe("the CMS copy of the chrome app's cookie banner", () => {
  it.each(LANGUAGES)(
    'says in %s exactly what the widget says, so nothing changes at take-over',
    (language) => {
      const catalogue: Record<string, string> = messages[language];
      for (const [key, text] of Object.entries(CONSENT_NOTICE_TEXTS[language]))
        expect([key, text]).toEqual([key, catalogue[`chrome.cookieBanner.${key}`]]);
      expect(
        siteCookieBanner({
          language,
          path: `/${language}/index.html`,
          languageHref: (other) => `/${other}/index.html`,
          editMode: false,
        }),
      ).toContain(`<a href="/${language}/datenschutz.html">`);
    },
  );
});
