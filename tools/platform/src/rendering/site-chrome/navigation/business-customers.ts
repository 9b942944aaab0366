import { entry } from './navigation-entry';

/** Firmenkunden: business accounts, financing, investing, founders, agriculture. */
export const businessCustomers = entry(
  'firmenkunden',
  'Firmenkunden|Business customers|Entreprises|Poslovni klijenti|Clienti aziendali|Poslovni komitenti',
  [
    entry(
      'konto-zahlungsverkehr',
      'Konto & Zahlungsverkehr|Accounts & payments|Compte & paiements|Račun i platni promet|Conto e pagamenti|Račun in plačilni promet',
      [
        entry(
          'geschaeftskonto',
          'Geschäftskonto|Business account|Compte professionnel|Poslovni račun|Conto aziendale|Poslovni račun',
        ),
        entry(
          'kartenzahlung',
          'Kartenzahlung annehmen|Card acceptance|Paiement par carte|Prihvat kartica|Accettazione carte|Sprejemanje kartic',
        ),
        entry(
          'auslandszahlungen',
          'Auslandszahlungen|International payments|Paiements internationaux|Inozemna plaćanja|Pagamenti esteri|Tuja plačila',
        ),
      ],
    ),
    entry(
      'finanzierung',
      'Finanzierung|Financing|Financement|Financiranje|Finanziamenti|Financiranje',
      [
        entry(
          'betriebsmittelkredit',
          'Betriebsmittelkredit|Working capital loan|Crédit de trésorerie|Kredit za obrtna sredstva|Credito di esercizio|Kredit za obratna sredstva',
        ),
        entry(
          'investitionskredit',
          'Investitionskredit|Investment loan|Crédit d’investissement|Investicijski kredit|Credito per investimenti|Investicijski kredit',
        ),
        entry('leasing', 'Leasing|Leasing|Crédit-bail|Leasing|Leasing|Lizing'),
        entry(
          'foerderungen',
          'Förderungen|Subsidies|Aides publiques|Poticaji|Agevolazioni|Spodbude',
        ),
      ],
    ),
    entry('veranlagung', 'Veranlagung|Investments|Placements|Ulaganja|Investimenti|Naložbe', [
      entry(
        'termineinlagen',
        'Termineinlagen|Term deposits|Dépôts à terme|Oročeni depoziti|Depositi vincolati|Vezane vloge',
      ),
      entry(
        'wertpapiere',
        'Wertpapiere für Unternehmen|Corporate securities|Titres pour entreprises|Vrijednosni papiri za tvrtke|Titoli per le imprese|Vrednostni papirji za podjetja',
      ),
      entry(
        'boerse-maerkte',
        'Börse & Märkte|Stock exchange & markets|Bourse & marchés|Burza i tržišta|Borsa e mercati|Borza in trgi',
        [],
        'market',
      ),
    ]),
    entry(
      'gruender',
      'Gründen|Start-ups|Création d’entreprise|Osnivanje tvrtke|Avvio d’impresa|Ustanovitev podjetja',
      [
        entry(
          'gruenderpaket',
          'Gründerpaket|Start-up package|Pack création|Paket za osnivače|Pacchetto start-up|Paket za ustanovitelje',
        ),
        entry(
          'businessplan',
          'Businessplan|Business plan|Business plan|Poslovni plan|Business plan|Poslovni načrt',
        ),
      ],
    ),
    entry(
      'landwirtschaft',
      'Landwirtschaft|Agriculture|Agriculture|Poljoprivreda|Agricoltura|Kmetijstvo',
      [
        entry(
          'agrarkredit',
          'Agrarkredit|Agricultural loan|Crédit agricole|Poljoprivredni kredit|Credito agrario|Kmetijski kredit',
        ),
        entry(
          'hofuebergabe',
          'Hofübergabe|Farm succession|Transmission d’exploitation|Predaja gospodarstva|Successione aziendale|Predaja kmetije',
        ),
      ],
    ),
  ],
);
