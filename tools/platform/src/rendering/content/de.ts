import type { SiteContent } from './site-content';

export const de: SiteContent = {
  languageName: 'Deutsch',
  // de-DE, not de-AT: ICU groups Austrian numbers with a space; the site writes 1.234,56 like the widgets.
  locale: 'de-DE',
  skipLink: 'Zum Inhalt springen',
  mainNavigationLabel: 'Hauptnavigation',
  languageNavigationLabel: 'Sprache wählen',
  tagline: 'Ihre Bank in der Region',
  editModeNotice: 'Bearbeitungsmodus: Slider und Karussells sind deaktiviert.',
  pages: {
    index: {
      navLabel: 'Startseite',
      title: 'Willkommen bei der Regionalbank Demo',
      lead: 'Persönliche Beratung in Ihrer Nähe und Banking, wann immer Sie es brauchen.',
      sections: [
        {
          heading: 'Finanzieren mit Weitblick',
          paragraphs: [
            'Ob neues Auto, Wohnungseinrichtung oder Sanierung: Mit einem Kredit Ihrer Regionalbank bleiben die Raten planbar. Rechnen Sie gleich selbst nach, was Ihr Vorhaben monatlich kostet.',
          ],
        },
        {
          heading: 'Beratung, die zu Ihnen kommt',
          paragraphs: [
            'Unsere Beraterinnen und Berater kennen die Region und nehmen sich Zeit für Ihre Fragen – in der Filiale, per Video oder telefonisch.',
          ],
        },
      ],
    },
    lists: {
      navLabel: 'Aktuelles',
      title: 'Aktuelles aus Ihrer Regionalbank',
      lead: 'Neuigkeiten, Veranstaltungen und Karrieremöglichkeiten an einem Ort.',
      sections: [
        {
          heading: 'Immer informiert',
          paragraphs: [
            'Hier veröffentlichen wir Neuigkeiten aus der Bank und der Region, laden zu Veranstaltungen ein und stellen offene Stellen vor.',
          ],
        },
      ],
    },
    banksearch: {
      navLabel: 'Filialen',
      title: 'Filialen und Öffnungszeiten',
      lead: 'Wir sind in Ihrer Region für Sie da.',
      sections: [
        {
          heading: 'Persönlich vor Ort',
          paragraphs: [
            'In unseren Filialen beraten wir Sie zu Konto, Finanzierung, Vorsorge und Veranlagung. Foyers mit Selbstbedienungsgeräten sind meist auch außerhalb der Öffnungszeiten zugänglich.',
          ],
        },
      ],
    },
    calculators: {
      navLabel: 'Rechner',
      title: 'Kredit-, Spar- und Pensionsrechner',
      lead: 'Ein erster Überblick in wenigen Schritten – für ein verbindliches Angebot beraten wir Sie gerne persönlich.',
      sections: [],
    },
    forms: {
      navLabel: 'Kontakt',
      title: 'Kontakt und Terminvereinbarung',
      lead: 'Wir freuen uns auf Ihre Nachricht.',
      sections: [
        {
          heading: 'So erreichen Sie uns',
          paragraphs: [
            'Vereinbaren Sie einen Beratungstermin in Ihrer Filiale oder schreiben Sie uns. Wir melden uns in der Regel innerhalb eines Werktags.',
          ],
        },
      ],
    },
    club: {
      navLabel: 'Jugendclub',
      title: 'Vorteile im Jugendclub',
      lead: 'Für Mitglieder bis 24 Jahre: Rabatte bei Partnerbetrieben in ganz Österreich.',
      sections: [
        {
          heading: 'Mitglied werden',
          paragraphs: [
            'Die Mitgliedschaft im Jugendclub ist für Kundinnen und Kunden bis 24 Jahre kostenlos. Ihre Vorteile lösen Sie mit einem Promo-Code oder über einen Shop-Link ein.',
          ],
        },
      ],
    },
    market: {
      navLabel: 'Börse',
      title: 'Börse und Märkte',
      lead: 'Kurse, Indizes und Entwicklungen an den Finanzmärkten.',
      sections: [
        {
          heading: 'Hinweis',
          paragraphs: [
            'Kursdaten dienen ausschließlich der Information und stellen keine Anlageempfehlung dar. Veranlagungen in Wertpapiere sind mit Risiken verbunden.',
          ],
        },
      ],
    },
    chrome: {
      navLabel: 'Über uns',
      title: 'Über die Regionalbank Demo',
      lead: 'Eine Bank, die in der Region verwurzelt ist.',
      sections: [
        {
          heading: 'Unsere Geschichte',
          paragraphs: [
            'Seit Generationen begleiten wir Menschen und Unternehmen in der Region. Was wir an Einlagen erhalten, vergeben wir wieder als Kredite vor Ort.',
          ],
        },
      ],
    },
  },
  calculators: {
    credit: {
      startPageTitle: 'Ihre Kreditrate berechnen',
      intro: 'Wählen Sie Kreditbetrag, Zinssatz und Laufzeit oder Ihre Wunschrate.',
    },
    savings: {
      intro:
        'Sehen Sie, wie Ihr Erspartes mit einer monatlichen Sparrate wächst – nach Abzug der KESt.',
    },
    pension: {
      intro: 'Schätzen Sie Ihre künftige Nettopension und Ihre Pensionslücke.',
    },
  },
  listWidgets: {
    newsTitle: 'Neuigkeiten aus Ihrer Regionalbank',
    eventsTitle: 'Veranstaltungen in Ihrer Nähe',
    showAllNews: 'Alle Neuigkeiten',
    showAllEvents: 'Alle Veranstaltungen',
    contentPlusTitle: 'Kontowechsel leicht gemacht',
    contentPlusButton: 'Mehr zum Kontowechselservice',
    newsListTitle: 'Alle Neuigkeiten',
    eventsListTitle: 'Alle Veranstaltungen',
    faqListTitle: 'Häufige Fragen',
    pagesListTitle: 'Produkte und Services',
    searchPlaceholder: 'Wonach suchen Sie?',
  },
  footer: {
    addressLabel: 'Anschrift',
    address: ['Regionalbank Demo AG', 'Hauptplatz 1', '8010 Graz'],
    linksLabel: 'Service',
    demoNotice: 'Demo-Website für die Entwicklung – keine echte Bank.',
  },
};
