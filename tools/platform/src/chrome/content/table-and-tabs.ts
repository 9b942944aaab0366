import type { Language } from '../../common/config/app-names';
import { contentTexts } from './content-texts';

/** `chrome/table`: a fee table as the CMS's rich text holds it (header row and header column). */
export function tableConfig(language: Language) {
  const en = language === 'en';
  const head = en
    ? ['Transfer', 'Online banking', 'At the counter', 'Standing order', 'Instant payment']
    : ['Überweisung', 'Online-Banking', 'Am Schalter', 'Dauerauftrag', 'Echtzeitüberweisung'];
  const rows = en
    ? [
        ['Within Austria (SEPA)', '€ 0.00', '€ 3.50', '€ 0.00', '€ 0.00'],
        ['SEPA area', '€ 0.00', '€ 3.50', '€ 0.00', '€ 0.00'],
        ['Outside the SEPA area', '€ 15.00', '€ 25.00', '–', '–'],
        ['Urgent transfer', '€ 10.00', '€ 15.00', '–', '–'],
      ]
    : [
        ['Inland (SEPA)', '0,00 €', '3,50 €', '0,00 €', '0,00 €'],
        ['SEPA-Raum', '0,00 €', '3,50 €', '0,00 €', '0,00 €'],
        ['Außerhalb des SEPA-Raums', '15,00 €', '25,00 €', '–', '–'],
        ['Eilüberweisung', '10,00 €', '15,00 €', '–', '–'],
      ];
  const html =
    `<table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>` +
    rows
      .map(
        ([first, ...cells]) =>
          `<tr><th scope="row">${first}</th>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`,
      )
      .join('') +
    '</tbody></table>';
  return { html, caption: contentTexts(language).tableCaption };
}

/** `chrome/tab-accordion`: FAQ of the account, each item addressable by its id in the URL hash. */
export function tabAccordionConfig(language: Language) {
  const en = language === 'en';
  const items = en
    ? [
        [
          'konto-eroeffnen',
          'Opening an account',
          '<p>Open your account online in 15 minutes: all you need is an ID and your smartphone. <a href="/en/privatkunden/konto-karte/girokonto.html">More about the current account</a></p>',
        ],
        [
          'karte-sperren',
          'Blocking a card',
          '<p>Call the card hotline <strong>+43 1 204 88 00</strong> around the clock, or block the card in the app under <em>Cards</em>.</p>',
        ],
        [
          'ueberweisung',
          'Transfers',
          '<ul><li>SEPA transfers arrive the next business day.</li><li>Instant payments arrive within seconds.</li></ul>',
        ],
        ['entgelte', 'Fees', '<p>All fees are listed in the price list of your account.</p>'],
      ]
    : [
        [
          'konto-eroeffnen',
          'Konto eröffnen',
          '<p>Eröffnen Sie Ihr Konto online in 15 Minuten: Sie brauchen nur einen Ausweis und Ihr Smartphone. <a href="/de/privatkunden/konto-karte/girokonto.html">Mehr zum Girokonto</a></p>',
        ],
        [
          'karte-sperren',
          'Karte sperren',
          '<p>Rufen Sie die Sperrhotline <strong>+43 1 204 88 00</strong> rund um die Uhr an oder sperren Sie die Karte in der App unter <em>Karten</em>.</p>',
        ],
        [
          'ueberweisung',
          'Überweisungen',
          '<ul><li>SEPA-Überweisungen kommen am nächsten Bankarbeitstag an.</li><li>Echtzeitüberweisungen kommen in Sekunden an.</li></ul>',
        ],
        ['entgelte', 'Entgelte', '<p>Alle Entgelte finden Sie im Preisblatt Ihres Kontos.</p>'],
      ];
  return {
    title: contentTexts(language).tabsTitle,
    items: items.map(([id, title, html]) => ({
      id: id as string,
      title: title as string,
      html: html as string,
    })),
  };
}
