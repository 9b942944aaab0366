import { entry } from './navigation-entry';

/** Karriere: jobs, working at the bank, applying. */
export const career = entry('karriere', 'Karriere|Careers|Carrières|Karijera|Carriere|Kariera', [
  entry('jobs', 'Jobs|Jobs|Offres d’emploi|Poslovi|Offerte di lavoro|Zaposlitve', [
    entry(
      'offene-stellen',
      'Offene Stellen|Vacancies|Postes vacants|Otvorena radna mjesta|Posizioni aperte|Prosta delovna mesta',
    ),
    entry('lehre', 'Lehre|Apprenticeship|Apprentissage|Naukovanje|Apprendistato|Vajeništvo'),
    entry('praktikum', 'Praktikum|Internship|Stage|Stručna praksa|Tirocinio|Praksa'),
  ]),
  entry(
    'arbeiten-bei-uns',
    'Arbeiten bei uns|Working with us|Travailler chez nous|Rad kod nas|Lavorare con noi|Delo pri nas',
    [
      entry('benefits', 'Benefits|Benefits|Avantages|Pogodnosti|Benefit|Ugodnosti'),
      entry(
        'weiterbildung',
        'Weiterbildung|Training|Formation continue|Usavršavanje|Formazione|Izobraževanje',
      ),
      entry(
        'vielfalt',
        'Vielfalt & Inklusion|Diversity & inclusion|Diversité & inclusion|Raznolikost i uključenost|Diversità e inclusione|Raznolikost in vključenost',
      ),
    ],
  ),
  entry('bewerbung', 'Bewerbung|Applying|Candidature|Prijava|Candidatura|Prijava', [
    entry(
      'bewerbungsprozess',
      'Bewerbungsprozess|Application process|Processus de recrutement|Postupak prijave|Processo di selezione|Postopek prijave',
    ),
    entry(
      'bewerbungstipps',
      'Bewerbungstipps|Application tips|Conseils de candidature|Savjeti za prijavu|Consigli per la candidatura|Nasveti za prijavo',
    ),
  ]),
]);
