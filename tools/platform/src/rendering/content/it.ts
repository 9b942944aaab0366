import type { SiteContent } from './site-content';

export const it: SiteContent = {
  languageName: 'Italiano',
  locale: 'it-IT',
  skipLink: 'Vai al contenuto',
  mainNavigationLabel: 'Navigazione principale',
  languageNavigationLabel: 'Scegli la lingua',
  tagline: 'La tua banca nella regione',
  editModeNotice: 'Modalità modifica: slider e caroselli sono disattivati.',
  pages: {
    index: {
      navLabel: 'Home',
      title: 'Benvenuti alla Regionalbank Demo',
      lead: 'Consulenza personale vicino a te e servizi bancari quando ne hai bisogno.',
      sections: [
        {
          heading: 'Finanziare con lungimiranza',
          paragraphs: [
            'Un’auto nuova, l’arredamento o una ristrutturazione: con un prestito della tua banca regionale le rate restano prevedibili. Calcola subito quanto costa il tuo progetto ogni mese.',
          ],
        },
        {
          heading: 'Una consulenza che viene da te',
          paragraphs: [
            'I nostri consulenti conoscono la regione e si prendono tempo per le tue domande – in filiale, in video o al telefono.',
          ],
        },
      ],
    },
    lists: {
      navLabel: 'Notizie',
      title: 'Notizie dalla tua banca regionale',
      lead: 'Novità, eventi e opportunità di carriera in un unico posto.',
      sections: [
        {
          heading: 'Sempre informati',
          paragraphs: [
            'Qui pubblichiamo le novità della banca e della regione, ti invitiamo agli eventi e presentiamo le posizioni aperte.',
          ],
        },
      ],
    },
    banksearch: {
      navLabel: 'Filiali',
      title: 'Filiali e orari di apertura',
      lead: 'Siamo a tua disposizione nella tua regione.',
      sections: [
        {
          heading: 'Di persona, vicino a te',
          paragraphs: [
            'Nelle nostre filiali ti offriamo consulenza su conto, finanziamenti, previdenza e investimenti. Le aree self-service sono di solito accessibili anche fuori dall’orario di apertura.',
          ],
        },
      ],
    },
    calculators: {
      navLabel: 'Calcolatori',
      title: 'Calcolatori di prestito, risparmio e pensione',
      lead: 'Una prima panoramica in pochi passi – per un’offerta vincolante ti consigliamo volentieri di persona.',
      sections: [],
    },
    forms: {
      navLabel: 'Contatti',
      title: 'Contatti e appuntamenti',
      lead: 'Saremo lieti di ricevere il tuo messaggio.',
      sections: [
        {
          heading: 'Come raggiungerci',
          paragraphs: [
            'Fissa un appuntamento di consulenza nella tua filiale o scrivici. Di norma rispondiamo entro un giorno lavorativo.',
          ],
        },
      ],
    },
    club: {
      navLabel: 'Club giovani',
      title: 'Vantaggi del club giovani',
      lead: 'Per i soci fino a 24 anni: sconti presso aziende partner in tutta l’Austria.',
      sections: [
        {
          heading: 'Diventa socio',
          paragraphs: [
            'L’iscrizione al club giovani è gratuita per i clienti fino a 24 anni. Riscatti i vantaggi con un codice promozionale o un link al negozio.',
          ],
        },
      ],
    },
    market: {
      navLabel: 'Borsa',
      title: 'Borsa e mercati',
      lead: 'Quotazioni, indici e andamenti dei mercati finanziari.',
      sections: [
        {
          heading: 'Avvertenza',
          paragraphs: [
            'I dati di mercato hanno scopo puramente informativo e non costituiscono una raccomandazione di investimento. Investire in titoli comporta dei rischi.',
          ],
        },
      ],
    },
    chrome: {
      navLabel: 'Chi siamo',
      title: 'Chi è la Regionalbank Demo',
      lead: 'Una banca radicata nella regione.',
      sections: [
        {
          heading: 'La nostra storia',
          paragraphs: [
            'Da generazioni accompagniamo persone e imprese della regione. Ciò che riceviamo in deposito lo concediamo di nuovo in prestito sul territorio.',
          ],
        },
      ],
    },
  },
  calculators: {
    credit: {
      startPageTitle: 'Calcola la tua rata',
      intro: 'Scegli importo, tasso e durata oppure la rata desiderata.',
    },
    savings: {
      intro:
        'Scopri come crescono i tuoi risparmi con un versamento mensile – al netto dell’imposta sui redditi da capitale.',
    },
    pension: {
      intro: 'Stima la tua futura pensione netta e il divario pensionistico.',
    },
  },
  listWidgets: {
    newsTitle: 'Novità dalla sua banca regionale',
    eventsTitle: 'Eventi vicino a lei',
    showAllNews: 'Tutte le novità',
    showAllEvents: 'Tutti gli eventi',
    contentPlusTitle: 'Cambiare conto è semplice',
    contentPlusButton: 'Di più sul servizio di trasferimento del conto',
    newsListTitle: 'Tutte le novità',
    eventsListTitle: 'Tutti gli eventi',
    faqListTitle: 'Domande frequenti',
    pagesListTitle: 'Prodotti e servizi',
    searchPlaceholder: 'Che cosa sta cercando?',
  },
  footer: {
    addressLabel: 'Indirizzo',
    address: ['Regionalbank Demo AG', 'Hauptplatz 1', '8010 Graz, Austria'],
    linksLabel: 'Servizi',
    demoNotice: 'Sito dimostrativo per lo sviluppo – non è una vera banca.',
  },
};
