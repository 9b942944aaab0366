import type { Language } from '../../common/config/app-names';
import { imageSet, imageSrcSet, type ImageSet } from '../../common/images/list-images';
import { escapeHtml } from '../../rendering/html';

/**
 * The teasers as the CMS renders them: plain markup styled by the site CSS
 * (rendering/content-teaser-css.ts). Only the contact teaser has behaviour, and that by markup:
 * its link carries `data-ctb-form-overlay`, which the forms app's `forms/form-overlay` widget
 * opens as an overlay (without it the link opens the form page).
 */
const picture = (image: ImageSet, className: string) =>
  `<img class="${className}" src="${escapeHtml(image.sm.res1x)}" srcset="${escapeHtml(
    imageSrcSet(image, undefined, [1]),
  )}" sizes="(min-width: 1025px) 33vw, 100vw" alt="${escapeHtml(image.alt)}" width="768" height="432" loading="lazy">`;

const T = {
  de: {
    app: [
      'Banking in der Tasche',
      'Konto, Karten und Überweisungen per App: sicher mit Fingerabdruck oder Gesichtserkennung.',
      'Laden im App Store',
      'Jetzt bei Google Play',
    ],
    content: [
      [
        'Sicher online bezahlen',
        'So erkennen Sie Betrugsversuche und schützen Ihre Karte.',
        'Tipps lesen',
        'privatkunden/online-banking/sicherheit.html',
      ],
      [
        'Der erste Wohnkredit',
        'Eigenmittel, Laufzeit, Zinsen: was Sie vor dem Gespräch wissen sollten.',
        'Zum Ratgeber',
        'privatkunden/finanzieren/wohnkredit.html',
      ],
      [
        'Vorsorgen mit Plan',
        'Wie viel Pension bleibt? Rechnen Sie Ihre Lücke aus.',
        'Zum Pensionsrechner',
        'privatkunden/vorsorgen-versichern/pensionsvorsorge.html',
      ],
    ],
    contact: [
      'Wir sind für Sie da',
      'Persönlich in der Filiale, telefonisch von Montag bis Freitag 8–18 Uhr oder über das Kontaktformular.',
      'Kontakt aufnehmen',
      'Telefon',
    ],
    social: [
      'Folgen Sie uns',
      'Neuigkeiten aus der Region, Veranstaltungen und Tipps rund ums Geld.',
    ],
    fullWidth: [
      'Gemeinsam für die Region',
      'Mit über 400 Vereinen und Initiativen unterstützen wir, was Ihre Gemeinde lebenswert macht.',
      'Unser Engagement',
    ],
  },
  en: {
    app: [
      'Banking in your pocket',
      'Account, cards and transfers in the app: secured by fingerprint or face recognition.',
      'Download on the App Store',
      'Get it on Google Play',
    ],
    content: [
      [
        'Paying safely online',
        'How to spot fraud attempts and protect your card.',
        'Read the tips',
        'privatkunden/online-banking/sicherheit.html',
      ],
      [
        'Your first home loan',
        'Own funds, term, interest: what to know before the meeting.',
        'To the guide',
        'privatkunden/finanzieren/wohnkredit.html',
      ],
      [
        'Planning your pension',
        'How much pension will you get? Work out your gap.',
        'To the pension calculator',
        'privatkunden/vorsorgen-versichern/pensionsvorsorge.html',
      ],
    ],
    contact: [
      'We are here for you',
      'In person at the branch, by phone Monday to Friday 8 am–6 pm, or with the contact form.',
      'Get in touch',
      'Phone',
    ],
    social: ['Follow us', 'News from the region, events and money tips.'],
    fullWidth: [
      'Together for the region',
      'With more than 400 clubs and initiatives we support what makes your community worth living in.',
      'Our commitment',
    ],
  },
};

const SOCIAL = [
  ['Facebook', 'https://www.facebook.com/musterbank'],
  ['Instagram', 'https://www.instagram.com/musterbank'],
  ['LinkedIn', 'https://www.linkedin.com/company/musterbank'],
  ['YouTube', 'https://www.youtube.com/@musterbank'],
];

/** The five teaser kinds of SPEC section 2 (the bank teaser is banksearch's). */
export function teasers(language: Language): string {
  const t = language === 'en' ? T.en : T.de;
  const [appTitle, appText, appStore, playStore] = t.app;
  const app = `<section class="cms-teaser cms-teaser--app" aria-labelledby="teaser-app"><div class="cms-teaser__body"><h3 class="cms-teaser__title" id="teaser-app">${escapeHtml(appTitle ?? '')}</h3><p class="cms-teaser__text">${escapeHtml(appText ?? '')}</p><p class="cms-teaser__stores"><a class="cms-store-badge" href="https://apps.apple.com/at/app/musterbank/id1000000000">${escapeHtml(appStore ?? '')}</a><a class="cms-store-badge" href="https://play.google.com/store/apps/details?id=at.musterbank.app">${escapeHtml(playStore ?? '')}</a></p></div>${picture(imageSet('teaser-app', '', 'Musterbank'), 'cms-teaser__image')}</section>`;

  const content = `<ul class="cms-teaser-row">${t.content
    .map(
      ([title, text, link, path], index) =>
        `<li class="cms-teaser cms-teaser--content">${picture(imageSet(`teaser-content-${index + 1}`, '', 'Musterbank'), 'cms-teaser__image')}<div class="cms-teaser__body"><h3 class="cms-teaser__title">${escapeHtml(title ?? '')}</h3><p class="cms-teaser__text">${escapeHtml(text ?? '')}</p><a class="cms-teaser__link" href="/${language}/${escapeHtml(path ?? '')}">${escapeHtml(link ?? '')}<span class="cms-visually-hidden">: ${escapeHtml(title ?? '')}</span></a></div></li>`,
    )
    .join('')}</ul>`;

  const [contactTitle, contactText, contactLink, phone] = t.contact;
  const prefill = escapeHtml(JSON.stringify({ topic: 'konto' }));
  const contact = `<section class="cms-teaser cms-teaser--contact" aria-labelledby="teaser-contact"><div class="cms-teaser__body"><h3 class="cms-teaser__title" id="teaser-contact">${escapeHtml(contactTitle ?? '')}</h3><p class="cms-teaser__text">${escapeHtml(contactText ?? '')}</p><p class="cms-teaser__actions"><a class="cms-button" href="/${language}/formulare/kontakt.html" data-ctb-form-overlay data-ctb-form-prefill='${prefill}'>${escapeHtml(contactLink ?? '')}</a><a class="cms-teaser__phone" href="tel:+4312048800">${escapeHtml(phone ?? '')}: +43 1 204 88 00</a></p></div></section>`;

  const [socialTitle, socialText] = t.social;
  const social = `<section class="cms-teaser cms-teaser--social" aria-labelledby="teaser-social"><div class="cms-teaser__body"><h3 class="cms-teaser__title" id="teaser-social">${escapeHtml(socialTitle ?? '')}</h3><p class="cms-teaser__text">${escapeHtml(socialText ?? '')}</p><ul class="cms-social-links">${SOCIAL.map(([name, href]) => `<li><a href="${escapeHtml(href ?? '')}" rel="noopener" target="_blank">${escapeHtml(name ?? '')}<span class="cms-visually-hidden"> (${language === 'en' ? 'opens in a new tab' : 'öffnet in neuem Tab'})</span></a></li>`).join('')}</ul></div></section>`;

  const [wideTitle, wideText, wideLink] = t.fullWidth;
  const wideImage = imageSet('teaser-full-width', '', 'Musterbank');
  const fullWidth = `<section class="cms-teaser cms-teaser--full-width" aria-labelledby="teaser-wide">${picture(wideImage, 'cms-teaser__backdrop')}<div class="cms-teaser__body"><h3 class="cms-teaser__title" id="teaser-wide">${escapeHtml(wideTitle ?? '')}</h3><p class="cms-teaser__text">${escapeHtml(wideText ?? '')}</p><a class="cms-button cms-button--light" href="/${language}/ueber-uns.html">${escapeHtml(wideLink ?? '')}</a></div></section>`;

  return [content, `<div class="cms-teaser-pair">${app}${contact}</div>`, social, fullWidth].join(
    '\n',
  );
}
