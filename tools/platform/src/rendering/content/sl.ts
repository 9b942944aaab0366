import type { SiteContent } from './site-content';

export const sl: SiteContent = {
  languageName: 'Slovenščina',
  locale: 'sl-SI',
  skipLink: 'Skoči na vsebino',
  mainNavigationLabel: 'Glavna navigacija',
  languageNavigationLabel: 'Izberite jezik',
  tagline: 'Vaša banka v regiji',
  editModeNotice: 'Način urejanja: drsniki in vrtiljaki so izklopljeni.',
  pages: {
    index: {
      navLabel: 'Domov',
      title: 'Dobrodošli v Regionalbank Demo',
      lead: 'Osebno svetovanje v vaši bližini in bančništvo, kadar ga potrebujete.',
      sections: [
        {
          heading: 'Financiranje s pogledom naprej',
          paragraphs: [
            'Nov avtomobil, opremljanje stanovanja ali prenova: s kreditom vaše regionalne banke ostanejo obroki predvidljivi. Sami izračunajte, koliko vas vaš načrt stane na mesec.',
          ],
        },
        {
          heading: 'Svetovanje, ki pride k vam',
          paragraphs: [
            'Naši svetovalci poznajo regijo in si vzamejo čas za vaša vprašanja – v poslovalnici, po videu ali po telefonu.',
          ],
        },
      ],
    },
    lists: {
      navLabel: 'Novice',
      title: 'Novice vaše regionalne banke',
      lead: 'Novice, dogodki in zaposlitvene priložnosti na enem mestu.',
      sections: [
        {
          heading: 'Vedno obveščeni',
          paragraphs: [
            'Tukaj objavljamo novice iz banke in regije, vas vabimo na dogodke in predstavljamo prosta delovna mesta.',
          ],
        },
      ],
    },
    banksearch: {
      navLabel: 'Poslovalnice',
      title: 'Poslovalnice in delovni čas',
      lead: 'V vaši regiji smo tu za vas.',
      sections: [
        {
          heading: 'Osebno, v bližini',
          paragraphs: [
            'V naših poslovalnicah vam svetujemo glede računa, financiranja, pokojninskega varčevanja in naložb. Preddverja s samopostrežnimi napravami so običajno dostopna tudi zunaj delovnega časa.',
          ],
        },
      ],
    },
    calculators: {
      navLabel: 'Kalkulatorji',
      title: 'Kalkulatorji kredita, varčevanja in pokojnine',
      lead: 'Prvi pregled v nekaj korakih – za zavezujočo ponudbo vam z veseljem svetujemo osebno.',
      sections: [],
    },
    forms: {
      navLabel: 'Kontakt',
      title: 'Kontakt in dogovor za termin',
      lead: 'Veselimo se vašega sporočila.',
      sections: [
        {
          heading: 'Kako do nas',
          paragraphs: [
            'Dogovorite se za svetovanje v svoji poslovalnici ali nam pišite. Običajno odgovorimo v enem delovnem dnevu.',
          ],
        },
      ],
    },
    club: {
      navLabel: 'Mladinski klub',
      title: 'Ugodnosti mladinskega kluba',
      lead: 'Za člane do 24. leta: popusti pri partnerjih po vsej Avstriji.',
      sections: [
        {
          heading: 'Postanite član',
          paragraphs: [
            'Članstvo v mladinskem klubu je za stranke do 24. leta brezplačno. Ugodnosti unovčite s promocijsko kodo ali povezavo do trgovine.',
          ],
        },
      ],
    },
    market: {
      navLabel: 'Borza',
      title: 'Borza in trgi',
      lead: 'Tečaji, indeksi in gibanja na finančnih trgih.',
      sections: [
        {
          heading: 'Opomba',
          paragraphs: [
            'Tržni podatki so zgolj informativni in niso naložbeno priporočilo. Naložbe v vrednostne papirje so povezane s tveganji.',
          ],
        },
      ],
    },
    chrome: {
      navLabel: 'O nas',
      title: 'O banki Regionalbank Demo',
      lead: 'Banka, zakoreninjena v regiji.',
      sections: [
        {
          heading: 'Naša zgodba',
          paragraphs: [
            'Že generacije spremljamo ljudi in podjetja v regiji. Kar prejmemo kot vloge, znova posojamo na kraju samem.',
          ],
        },
      ],
    },
  },
  calculators: {
    credit: {
      startPageTitle: 'Izračunajte obrok kredita',
      intro: 'Izberite znesek kredita, obrestno mero in dobo ali želeni obrok.',
    },
    savings: {
      intro:
        'Poglejte, kako vaši prihranki rastejo z mesečnim obrokom – po odbitku davka na kapitalske dobičke.',
    },
    pension: {
      intro: 'Ocenite svojo prihodnjo neto pokojnino in pokojninsko vrzel.',
    },
  },
  listWidgets: {
    newsTitle: 'Novice vaše regionalne banke',
    eventsTitle: 'Dogodki v vaši bližini',
    showAllNews: 'Vse novice',
    showAllEvents: 'Vsi dogodki',
    contentPlusTitle: 'Enostaven prenos računa',
    contentPlusButton: 'Več o storitvi prenosa računa',
    newsListTitle: 'Vse novice',
    eventsListTitle: 'Vsi dogodki',
    faqListTitle: 'Pogosta vprašanja',
    pagesListTitle: 'Izdelki in storitve',
    searchPlaceholder: 'Kaj iščete?',
  },
  footer: {
    addressLabel: 'Naslov',
    address: ['Regionalbank Demo AG', 'Hauptplatz 1', '8010 Graz, Avstrija'],
    linksLabel: 'Storitve',
    demoNotice: 'Demo spletna stran za razvoj – ni prava banka.',
  },
};
