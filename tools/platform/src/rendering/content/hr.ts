import type { SiteContent } from './site-content';

export const hr: SiteContent = {
  languageName: 'Hrvatski',
  locale: 'hr-HR',
  skipLink: 'Prijeđi na sadržaj',
  mainNavigationLabel: 'Glavna navigacija',
  languageNavigationLabel: 'Odaberite jezik',
  tagline: 'Vaša banka u regiji',
  editModeNotice: 'Način uređivanja: klizači i vrtuljci su isključeni.',
  pages: {
    index: {
      navLabel: 'Početna',
      title: 'Dobro došli u Regionalbank Demo',
      lead: 'Osobno savjetovanje u vašoj blizini i bankarstvo kad god vam zatreba.',
      sections: [
        {
          heading: 'Financiranje s dalekovidnošću',
          paragraphs: [
            'Novi automobil, namještaj ili obnova: s kreditom vaše regionalne banke rate ostaju predvidive. Izračunajte sami koliko vas vaš plan stoji mjesečno.',
          ],
        },
        {
          heading: 'Savjetovanje koje dolazi k vama',
          paragraphs: [
            'Naši savjetnici i savjetnice poznaju regiju i odvajaju vrijeme za vaša pitanja – u poslovnici, putem videa ili telefonom.',
          ],
        },
      ],
    },
    lists: {
      navLabel: 'Novosti',
      title: 'Novosti vaše regionalne banke',
      lead: 'Vijesti, događanja i mogućnosti zapošljavanja na jednom mjestu.',
      sections: [
        {
          heading: 'Uvijek informirani',
          paragraphs: [
            'Ovdje objavljujemo vijesti iz banke i regije, pozivamo vas na događanja i predstavljamo otvorena radna mjesta.',
          ],
        },
      ],
    },
    banksearch: {
      navLabel: 'Poslovnice',
      title: 'Poslovnice i radno vrijeme',
      lead: 'Tu smo za vas u vašoj regiji.',
      sections: [
        {
          heading: 'Osobno, u blizini',
          paragraphs: [
            'U našim poslovnicama savjetujemo vas o računu, financiranju, mirovinskoj štednji i ulaganjima. Predvorja sa samouslužnim uređajima obično su dostupna i izvan radnog vremena.',
          ],
        },
      ],
    },
    calculators: {
      navLabel: 'Kalkulatori',
      title: 'Kalkulatori kredita, štednje i mirovine',
      lead: 'Prvi pregled u nekoliko koraka – za obvezujuću ponudu rado ćemo vas osobno savjetovati.',
      sections: [],
    },
    forms: {
      navLabel: 'Kontakt',
      title: 'Kontakt i dogovor termina',
      lead: 'Veselimo se vašoj poruci.',
      sections: [
        {
          heading: 'Kako do nas',
          paragraphs: [
            'Dogovorite termin savjetovanja u svojoj poslovnici ili nam pišite. U pravilu odgovaramo u roku od jednog radnog dana.',
          ],
        },
      ],
    },
    club: {
      navLabel: 'Klub mladih',
      title: 'Pogodnosti kluba mladih',
      lead: 'Za članove do 24 godine: popusti kod partnera diljem Austrije.',
      sections: [
        {
          heading: 'Postanite član',
          paragraphs: [
            'Članstvo u klubu mladih besplatno je za klijente do 24 godine. Pogodnosti iskorištavate promo kodom ili poveznicom na trgovinu.',
          ],
        },
      ],
    },
    market: {
      navLabel: 'Burza',
      title: 'Burza i tržišta',
      lead: 'Tečajevi, indeksi i kretanja na financijskim tržištima.',
      sections: [
        {
          heading: 'Napomena',
          paragraphs: [
            'Tržišni podaci služe isključivo informiranju i nisu preporuka za ulaganje. Ulaganje u vrijednosne papire povezano je s rizicima.',
          ],
        },
      ],
    },
    chrome: {
      navLabel: 'O nama',
      title: 'O banci Regionalbank Demo',
      lead: 'Banka ukorijenjena u regiji.',
      sections: [
        {
          heading: 'Naša priča',
          paragraphs: [
            'Generacijama pratimo ljude i poduzeća u regiji. Ono što primimo kao depozite ponovno odobravamo kao kredite na licu mjesta.',
          ],
        },
      ],
    },
  },
  calculators: {
    credit: {
      startPageTitle: 'Izračunajte ratu kredita',
      intro: 'Odaberite iznos kredita, kamatnu stopu i rok ili željenu ratu.',
    },
    savings: {
      intro:
        'Pogledajte kako vaša ušteđevina raste uz mjesečnu uplatu – nakon poreza na kapitalnu dobit.',
    },
    pension: {
      intro: 'Procijenite svoju buduću neto mirovinu i mirovinski jaz.',
    },
  },
  listWidgets: {
    newsTitle: 'Novosti vaše regionalne banke',
    eventsTitle: 'Događanja u vašoj blizini',
    showAllNews: 'Sve novosti',
    showAllEvents: 'Sva događanja',
    contentPlusTitle: 'Jednostavan prijenos računa',
    contentPlusButton: 'Više o usluzi prijenosa računa',
    newsListTitle: 'Sve novosti',
    eventsListTitle: 'Sva događanja',
    faqListTitle: 'Česta pitanja',
    pagesListTitle: 'Proizvodi i usluge',
    searchPlaceholder: 'Što tražite?',
  },
  footer: {
    addressLabel: 'Adresa',
    address: ['Regionalbank Demo AG', 'Hauptplatz 1', '8010 Graz, Austrija'],
    linksLabel: 'Usluge',
    demoNotice: 'Demo web-stranica za razvoj – nije prava banka.',
  },
};
