import { entry } from './navigation-entry';

/** Privatkunden: accounts, saving, financing, provision, digital banking. */
export const privateCustomers = entry(
  'privatkunden',
  'Privatkunden|Private customers|Particuliers|Privatni klijenti|Clienti privati|Fizične osebe',
  [
    entry(
      'konto-karte',
      'Konto & Karte|Account & card|Compte & carte|Račun i kartica|Conto e carta|Račun in kartica',
      [
        entry(
          'girokonto',
          'Girokonto|Current account|Compte courant|Tekući račun|Conto corrente|Transakcijski račun',
        ),
        entry(
          'studentenkonto',
          'Studentenkonto|Student account|Compte étudiant|Studentski račun|Conto studenti|Študentski račun',
        ),
        entry(
          'jugendkonto',
          'Jugendkonto|Youth account|Compte jeunes|Račun za mlade|Conto giovani|Mladinski račun',
        ),
        entry(
          'debitkarte',
          'Debitkarte|Debit card|Carte de débit|Debitna kartica|Carta di debito|Debetna kartica',
        ),
        entry(
          'kreditkarte',
          'Kreditkarte|Credit card|Carte de crédit|Kreditna kartica|Carta di credito|Kreditna kartica',
        ),
        entry(
          'mobil-bezahlen',
          'Mobil bezahlen|Mobile payments|Paiement mobile|Mobilno plaćanje|Pagamenti mobili|Mobilno plačevanje',
        ),
      ],
    ),
    entry(
      'sparen-anlegen',
      'Sparen & Anlegen|Saving & investing|Épargne & placements|Štednja i ulaganje|Risparmio e investimenti|Varčevanje in naložbe',
      [
        entry(
          'sparbuch',
          'Sparbuch|Savings book|Livret d’épargne|Štedna knjižica|Libretto di risparmio|Hranilna knjižica',
        ),
        entry(
          'online-sparen',
          'Online-Sparen|Online saving|Épargne en ligne|Online štednja|Risparmio online|Spletno varčevanje',
        ),
        entry(
          'bausparen',
          'Bausparen|Building society savings|Épargne-logement|Stambena štednja|Risparmio edilizio|Stanovanjsko varčevanje',
        ),
        entry(
          'wertpapiere',
          'Wertpapiere|Securities|Titres|Vrijednosni papiri|Titoli|Vrednostni papirji',
        ),
        entry('fonds', 'Fonds|Funds|Fonds|Fondovi|Fondi|Skladi'),
        entry(
          'gold-edelmetalle',
          'Gold & Edelmetalle|Gold & precious metals|Or & métaux précieux|Zlato i plemeniti metali|Oro e metalli preziosi|Zlato in plemenite kovine',
        ),
        entry(
          'rechner',
          'Spar- & Kreditrechner|Savings & loan calculators|Calculateurs|Kalkulatori štednje i kredita|Calcolatori|Kalkulatorji varčevanja in kreditov',
          [],
          'calculators',
        ),
      ],
    ),
    entry(
      'finanzieren',
      'Finanzieren|Financing|Financement|Financiranje|Finanziamenti|Financiranje',
      [
        entry(
          'wohnkredit',
          'Wohnkredit|Home loan|Prêt immobilier|Stambeni kredit|Mutuo casa|Stanovanjski kredit',
        ),
        entry(
          'konsumkredit',
          'Konsumkredit|Personal loan|Crédit à la consommation|Potrošački kredit|Prestito personale|Potrošniški kredit',
        ),
        entry(
          'autofinanzierung',
          'Autofinanzierung|Car financing|Financement auto|Financiranje automobila|Finanziamento auto|Financiranje avtomobila',
        ),
        entry(
          'rahmenkredit',
          'Rahmenkredit|Credit line|Ligne de crédit|Okvirni kredit|Linea di credito|Okvirni kredit',
        ),
        entry(
          'umschuldung',
          'Umschuldung|Debt rescheduling|Rachat de crédits|Refinanciranje|Rifinanziamento|Refinanciranje',
        ),
      ],
    ),
    entry(
      'vorsorgen-versichern',
      'Vorsorgen & Versichern|Provision & insurance|Prévoyance & assurance|Mirovina i osiguranje|Previdenza e assicurazioni|Pokojnina in zavarovanje',
      [
        entry(
          'pensionsvorsorge',
          'Pensionsvorsorge|Pension provision|Prévoyance retraite|Mirovinska štednja|Previdenza pensionistica|Pokojninsko varčevanje',
        ),
        entry(
          'lebensversicherung',
          'Lebensversicherung|Life insurance|Assurance vie|Životno osiguranje|Assicurazione vita|Življenjsko zavarovanje',
        ),
        entry(
          'haushaltsversicherung',
          'Haushaltsversicherung|Home contents insurance|Assurance habitation|Osiguranje kućanstva|Assicurazione casa|Zavarovanje gospodinjstva',
        ),
        entry(
          'unfallversicherung',
          'Unfallversicherung|Accident insurance|Assurance accidents|Osiguranje od nezgode|Assicurazione infortuni|Nezgodno zavarovanje',
        ),
      ],
    ),
    entry(
      'online-banking',
      'Online-Banking|Online banking|Banque en ligne|Internetsko bankarstvo|Online banking|Spletna banka',
      [
        entry(
          'banking-app',
          'Banking-App|Banking app|Application bancaire|Aplikacija za bankarstvo|App di banking|Bančna aplikacija',
        ),
        entry('sicherheit', 'Sicherheit|Security|Sécurité|Sigurnost|Sicurezza|Varnost'),
        entry(
          'karte-sperren',
          'Karte sperren|Block a card|Bloquer une carte|Blokada kartice|Bloccare la carta|Blokada kartice',
        ),
      ],
    ),
  ],
);
