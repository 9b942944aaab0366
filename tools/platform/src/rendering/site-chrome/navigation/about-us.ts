import { entry } from './navigation-entry';

/** Über uns: the bank, branches, news, press, club and contact. */
export const aboutUs = entry('ueber-uns', 'Über uns|About us|À propos|O nama|Chi siamo|O nas', [
  entry('unternehmen', 'Unternehmen|Company|Entreprise|Tvrtka|Azienda|Podjetje', [
    entry('geschichte', 'Geschichte|History|Histoire|Povijest|Storia|Zgodovina'),
    entry(
      'vorstand',
      'Vorstand|Management board|Direction|Uprava|Consiglio di amministrazione|Uprava',
    ),
    entry(
      'nachhaltigkeit',
      'Nachhaltigkeit|Sustainability|Durabilité|Održivost|Sostenibilità|Trajnost',
    ),
    entry(
      'berichte',
      'Geschäftsberichte|Annual reports|Rapports annuels|Godišnja izvješća|Relazioni annuali|Letna poročila',
    ),
  ]),
  entry(
    'filialen-kontakt',
    'Filialen & Kontakt|Branches & contact|Agences & contact|Poslovnice i kontakt|Filiali e contatti|Poslovalnice in kontakt',
    [
      entry(
        'filialen',
        'Filialen & Bankomaten|Branches & ATMs|Agences & distributeurs|Poslovnice i bankomati|Filiali e bancomat|Poslovalnice in bankomati',
        [],
        'banksearch',
      ),
      entry(
        'kontaktformular',
        'Kontakt & Termin|Contact & appointment|Contact & rendez-vous|Kontakt i termin|Contatto e appuntamento|Kontakt in termin',
        [],
        'forms',
      ),
      entry(
        'kundenservice',
        'Kundenservice|Customer service|Service client|Služba za korisnike|Servizio clienti|Služba za stranke',
      ),
    ],
  ),
  entry('aktuelles', 'Aktuelles|News|Actualités|Novosti|Novità|Novice', [
    entry(
      'news-events',
      'News & Veranstaltungen|News & events|Actualités & événements|Novosti i događanja|Notizie ed eventi|Novice in dogodki',
      [],
      'lists',
    ),
    entry('presse', 'Presse|Press|Presse|Mediji|Stampa|Mediji'),
    entry(
      'jugendclub',
      'Jugendclub|Youth club|Club jeunes|Klub mladih|Club giovani|Mladinski klub',
      [],
      'club',
    ),
    entry(
      'website',
      'Über diese Website|About this website|À propos du site|O ovoj stranici|Informazioni sul sito|O tej spletni strani',
      [],
      'chrome',
    ),
  ]),
]);
