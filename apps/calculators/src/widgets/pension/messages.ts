import type { MessageCatalogue } from '@ctb/shared/runtime';

// Texts of the pension calculator. German is the source of every text.
const de = {
  'calculators.pension.title': 'Pensionsrechner',
  'calculators.pension.form.heading': 'Ihre Angaben',
  'calculators.pension.info': 'Informationen zur Berechnung',
  'calculators.pension.gender.legend': 'Geschlecht',
  'calculators.pension.gender.female': 'weiblich',
  'calculators.pension.gender.male': 'männlich',
  'calculators.pension.jobGroup.legend': 'Berufsgruppe',
  'calculators.pension.jobGroup.employee.female': 'Angestellte',
  'calculators.pension.jobGroup.employee.male': 'Angestellter',
  'calculators.pension.jobGroup.laborer.female': 'Arbeiterin',
  'calculators.pension.jobGroup.laborer.male': 'Arbeiter',
  'calculators.pension.jobGroup.selfEmployed.female': 'Selbstständige',
  'calculators.pension.jobGroup.selfEmployed.male': 'Selbstständiger',
  'calculators.pension.jobGroup.farmer.female': 'Landwirtin',
  'calculators.pension.jobGroup.farmer.male': 'Landwirt',
  'calculators.pension.birthDate': 'Geburtsdatum',
  'calculators.pension.workStart': 'Berufstätig seit',
  'calculators.pension.contributionMonths': 'Beitragsmonate',
  'calculators.pension.retirementAge': 'Geplantes Pensionsantrittsalter',
  'calculators.pension.netIncome': 'Monatliches Nettoeinkommen',
  'calculators.pension.costOfLiving': 'Monatliche Lebenshaltungskosten',
  'calculators.pension.taxableIncome': 'Steuerpflichtiges Jahreseinkommen',
  'calculators.pension.propertyValue': 'Einheitswert Ihres Betriebs',
  'calculators.pension.pensionAccount': 'Gesamtgutschrift laut Pensionskonto',
  'calculators.pension.children': 'Anzahl der Kinder',
  'calculators.pension.salaryAdjusting': 'Wert- und Einkommensentwicklung berücksichtigen',
  'calculators.pension.submit': 'Pension berechnen',
  'calculators.pension.result.heading': 'Ihr Ergebnis',
  'calculators.pension.result.loading': 'Ihre Pension wird berechnet …',
  'calculators.pension.result.positive':
    'Sehr gut! Ihre voraussichtliche Pension liegt um {gap} über Ihrem heutigen Einkommen.',
  'calculators.pension.result.congratulation':
    'Gratulation! Ihre voraussichtliche Pension entspricht in etwa Ihrem heutigen Einkommen.',
  'calculators.pension.result.todo': 'Es gibt etwas zu tun: Ihnen fehlen monatlich {gap}.',
  'calculators.pension.result.lastNetIncome': 'Ihr letztes Nettoeinkommen',
  'calculators.pension.result.costOfLiving': 'Ihre Lebenshaltungskosten',
  'calculators.pension.result.netRetirement': 'Ihre voraussichtliche Nettopension',
  'calculators.pension.result.netGap': 'Differenz pro Monat',
  'calculators.pension.result.coverage': 'Ihre Pension deckt {percent} Ihres heutigen Einkommens.',
  'calculators.pension.result.chart': 'Monatliches Einkommen und Pension im Vergleich',
  'calculators.pension.changeDetails': 'Angaben ändern',
  'calculators.pension.note': 'Bitte beachten Sie Folgendes:',
  'calculators.pension.disclaimer':
    'Die Berechnung ist eine unverbindliche Schätzung auf Grundlage Ihrer Angaben und der derzeit geltenden gesetzlichen Bestimmungen. Sie ersetzt keine Auskunft Ihres Pensionsversicherungsträgers.',
  'calculators.pension.error.range': 'Minimum und Maximumwerte sind einzuhalten',
  'calculators.pension.error.months':
    'Die Anzahl der Monate muss größer als 0 und kleiner als {max} sein.',
  'calculators.pension.error.monthsRequired':
    'Bitte geben Sie die Anzahl Ihrer Beitragsmonate als ganze Zahl ein.',
  'calculators.pension.error.birthDateRequired': 'Bitte geben Sie Ihr Geburtsdatum ein.',
  'calculators.pension.error.birthDateInvalid':
    'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum (TT.MM.JJJJ) ein.',
  'calculators.pension.error.workStartRequired':
    'Bitte geben Sie an seit wann Sie berufstätig sind',
  'calculators.pension.error.workStartInvalid':
    'Bitte geben Sie den Beginn Ihrer Berufstätigkeit als gültiges Datum (TT.MM.JJJJ) ein.',
};

type Texts = Record<keyof typeof de, string>;

const en: Texts = {
  'calculators.pension.title': 'Pension calculator',
  'calculators.pension.form.heading': 'Your details',
  'calculators.pension.info': 'About this calculation',
  'calculators.pension.gender.legend': 'Gender',
  'calculators.pension.gender.female': 'female',
  'calculators.pension.gender.male': 'male',
  'calculators.pension.jobGroup.legend': 'Occupational group',
  'calculators.pension.jobGroup.employee.female': 'Employee',
  'calculators.pension.jobGroup.employee.male': 'Employee',
  'calculators.pension.jobGroup.laborer.female': 'Worker',
  'calculators.pension.jobGroup.laborer.male': 'Worker',
  'calculators.pension.jobGroup.selfEmployed.female': 'Self-employed',
  'calculators.pension.jobGroup.selfEmployed.male': 'Self-employed',
  'calculators.pension.jobGroup.farmer.female': 'Farmer',
  'calculators.pension.jobGroup.farmer.male': 'Farmer',
  'calculators.pension.birthDate': 'Date of birth',
  'calculators.pension.workStart': 'Working since',
  'calculators.pension.contributionMonths': 'Contribution months',
  'calculators.pension.retirementAge': 'Planned retirement age',
  'calculators.pension.netIncome': 'Monthly net income',
  'calculators.pension.costOfLiving': 'Monthly cost of living',
  'calculators.pension.taxableIncome': 'Taxable yearly income',
  'calculators.pension.propertyValue': 'Assessed unit value of your farm',
  'calculators.pension.pensionAccount': 'Total credit on your pension account',
  'calculators.pension.children': 'Number of children',
  'calculators.pension.salaryAdjusting': 'Consider the development of value and income',
  'calculators.pension.submit': 'Calculate pension',
  'calculators.pension.result.heading': 'Your result',
  'calculators.pension.result.loading': 'Calculating your pension …',
  'calculators.pension.result.positive':
    'Very good! Your expected pension is {gap} above your current income.',
  'calculators.pension.result.congratulation':
    'Congratulations! Your expected pension roughly matches your current income.',
  'calculators.pension.result.todo': 'There is something to do: you are {gap} short each month.',
  'calculators.pension.result.lastNetIncome': 'Your last net income',
  'calculators.pension.result.costOfLiving': 'Your cost of living',
  'calculators.pension.result.netRetirement': 'Your expected net pension',
  'calculators.pension.result.netGap': 'Difference per month',
  'calculators.pension.result.coverage': 'Your pension covers {percent} of your current income.',
  'calculators.pension.result.chart': 'Monthly income and pension compared',
  'calculators.pension.changeDetails': 'Change details',
  'calculators.pension.note': 'Please note the following:',
  'calculators.pension.disclaimer':
    'This calculation is a non-binding estimate based on your details and the legal provisions currently in force. It does not replace information from your pension insurance institution.',
  'calculators.pension.error.range': 'Please keep to the minimum and maximum values.',
  'calculators.pension.error.months':
    'The number of months must be greater than 0 and lower than {max}.',
  'calculators.pension.error.monthsRequired':
    'Please enter your contribution months as a whole number.',
  'calculators.pension.error.birthDateRequired': 'Please enter your date of birth.',
  'calculators.pension.error.birthDateInvalid':
    'Please enter your date of birth as a valid date (DD.MM.YYYY).',
  'calculators.pension.error.workStartRequired': 'Please tell us since when you have been working.',
  'calculators.pension.error.workStartInvalid':
    'Please enter the start of your working life as a valid date (DD.MM.YYYY).',
};

// French is only partly translated: missing texts fall back to German.
const fr: Partial<Texts> = {
  'calculators.pension.title': 'Calculateur de retraite',
  'calculators.pension.form.heading': 'Vos données',
  'calculators.pension.submit': 'Calculer la retraite',
};

const hr: Texts = {
  'calculators.pension.title': 'Mirovinski kalkulator',
  'calculators.pension.form.heading': 'Vaši podaci',
  'calculators.pension.info': 'Informacije o izračunu',
  'calculators.pension.gender.legend': 'Spol',
  'calculators.pension.gender.female': 'žensko',
  'calculators.pension.gender.male': 'muško',
  'calculators.pension.jobGroup.legend': 'Profesionalna skupina',
  'calculators.pension.jobGroup.employee.female': 'Službenica',
  'calculators.pension.jobGroup.employee.male': 'Službenik',
  'calculators.pension.jobGroup.laborer.female': 'Radnica',
  'calculators.pension.jobGroup.laborer.male': 'Radnik',
  'calculators.pension.jobGroup.selfEmployed.female': 'Samozaposlena',
  'calculators.pension.jobGroup.selfEmployed.male': 'Samozaposleni',
  'calculators.pension.jobGroup.farmer.female': 'Poljoprivrednica',
  'calculators.pension.jobGroup.farmer.male': 'Poljoprivrednik',
  'calculators.pension.birthDate': 'Datum rođenja',
  'calculators.pension.workStart': 'Zaposlen/a od',
  'calculators.pension.contributionMonths': 'Mjeseci doprinosa',
  'calculators.pension.retirementAge': 'Planirana dob za umirovljenje',
  'calculators.pension.netIncome': 'Mjesečni neto prihod',
  'calculators.pension.costOfLiving': 'Mjesečni troškovi života',
  'calculators.pension.taxableIncome': 'Oporezivi godišnji prihod',
  'calculators.pension.propertyValue': 'Jedinična vrijednost Vašeg gospodarstva',
  'calculators.pension.pensionAccount': 'Ukupni iznos na mirovinskom računu',
  'calculators.pension.children': 'Broj djece',
  'calculators.pension.salaryAdjusting': 'Uzeti u obzir razvoj vrijednosti i prihoda',
  'calculators.pension.submit': 'Izračunaj mirovinu',
  'calculators.pension.result.heading': 'Vaš rezultat',
  'calculators.pension.result.loading': 'Vaša mirovina se izračunava …',
  'calculators.pension.result.positive':
    'Odlično! Vaša očekivana mirovina je {gap} veća od Vašeg sadašnjeg prihoda.',
  'calculators.pension.result.congratulation':
    'Čestitamo! Vaša očekivana mirovina otprilike odgovara Vašem sadašnjem prihodu.',
  'calculators.pension.result.todo': 'Ima posla: mjesečno Vam nedostaje {gap}.',
  'calculators.pension.result.lastNetIncome': 'Vaš posljednji neto prihod',
  'calculators.pension.result.costOfLiving': 'Vaši troškovi života',
  'calculators.pension.result.netRetirement': 'Vaša očekivana neto mirovina',
  'calculators.pension.result.netGap': 'Razlika mjesečno',
  'calculators.pension.result.coverage': 'Vaša mirovina pokriva {percent} Vašeg sadašnjeg prihoda.',
  'calculators.pension.result.chart': 'Usporedba mjesečnog prihoda i mirovine',
  'calculators.pension.changeDetails': 'Promijeni podatke',
  'calculators.pension.note': 'Molimo uzmite u obzir sljedeće:',
  'calculators.pension.disclaimer':
    'Izračun je neobvezujuća procjena na temelju Vaših podataka i trenutačno važećih zakonskih odredbi. Ne zamjenjuje informacije Vašeg mirovinskog osiguranja.',
  'calculators.pension.error.range': 'Molimo pridržavajte se minimalnih i maksimalnih vrijednosti.',
  'calculators.pension.error.months': 'Broj mjeseci mora biti veći od 0 i manji od {max}.',
  'calculators.pension.error.monthsRequired':
    'Molimo unesite broj mjeseci doprinosa kao cijeli broj.',
  'calculators.pension.error.birthDateRequired': 'Molimo unesite svoj datum rođenja.',
  'calculators.pension.error.birthDateInvalid':
    'Molimo unesite valjani datum rođenja (DD.MM.GGGG).',
  'calculators.pension.error.workStartRequired': 'Molimo navedite od kada ste zaposleni.',
  'calculators.pension.error.workStartInvalid':
    'Molimo unesite početak radnog staža kao valjani datum (DD.MM.GGGG).',
};

const it: Texts = {
  'calculators.pension.title': 'Calcolatore della pensione',
  'calculators.pension.form.heading': 'I suoi dati',
  'calculators.pension.info': 'Informazioni sul calcolo',
  'calculators.pension.gender.legend': 'Sesso',
  'calculators.pension.gender.female': 'femminile',
  'calculators.pension.gender.male': 'maschile',
  'calculators.pension.jobGroup.legend': 'Categoria professionale',
  'calculators.pension.jobGroup.employee.female': 'Impiegata',
  'calculators.pension.jobGroup.employee.male': 'Impiegato',
  'calculators.pension.jobGroup.laborer.female': 'Operaia',
  'calculators.pension.jobGroup.laborer.male': 'Operaio',
  'calculators.pension.jobGroup.selfEmployed.female': 'Lavoratrice autonoma',
  'calculators.pension.jobGroup.selfEmployed.male': 'Lavoratore autonomo',
  'calculators.pension.jobGroup.farmer.female': 'Agricoltrice',
  'calculators.pension.jobGroup.farmer.male': 'Agricoltore',
  'calculators.pension.birthDate': 'Data di nascita',
  'calculators.pension.workStart': 'Lavora dal',
  'calculators.pension.contributionMonths': 'Mesi di contribuzione',
  'calculators.pension.retirementAge': 'Età di pensionamento prevista',
  'calculators.pension.netIncome': 'Reddito netto mensile',
  'calculators.pension.costOfLiving': 'Costo della vita mensile',
  'calculators.pension.taxableIncome': 'Reddito annuo imponibile',
  'calculators.pension.propertyValue': 'Valore catastale della sua azienda',
  'calculators.pension.pensionAccount': 'Accredito totale sul conto pensione',
  'calculators.pension.children': 'Numero di figli',
  'calculators.pension.salaryAdjusting': "Considerare l'andamento del valore e del reddito",
  'calculators.pension.submit': 'Calcola la pensione',
  'calculators.pension.result.heading': 'Il suo risultato',
  'calculators.pension.result.loading': 'Calcolo della pensione in corso …',
  'calculators.pension.result.positive':
    'Ottimo! La sua pensione prevista supera di {gap} il suo reddito attuale.',
  'calculators.pension.result.congratulation':
    'Congratulazioni! La sua pensione prevista corrisponde circa al suo reddito attuale.',
  'calculators.pension.result.todo': "C'è qualcosa da fare: le mancano {gap} al mese.",
  'calculators.pension.result.lastNetIncome': 'Il suo ultimo reddito netto',
  'calculators.pension.result.costOfLiving': 'Il suo costo della vita',
  'calculators.pension.result.netRetirement': 'La sua pensione netta prevista',
  'calculators.pension.result.netGap': 'Differenza mensile',
  'calculators.pension.result.coverage':
    'La sua pensione copre il {percent} del suo reddito attuale.',
  'calculators.pension.result.chart': 'Reddito mensile e pensione a confronto',
  'calculators.pension.changeDetails': 'Modifica i dati',
  'calculators.pension.note': 'La preghiamo di notare quanto segue:',
  'calculators.pension.disclaimer':
    'Il calcolo è una stima non vincolante basata sui suoi dati e sulle disposizioni di legge attualmente in vigore. Non sostituisce le informazioni del suo ente previdenziale.',
  'calculators.pension.error.range': 'Rispetti i valori minimi e massimi.',
  'calculators.pension.error.months':
    'Il numero di mesi deve essere maggiore di 0 e minore di {max}.',
  'calculators.pension.error.monthsRequired':
    'Inserisca i mesi di contribuzione come numero intero.',
  'calculators.pension.error.birthDateRequired': 'Inserisca la sua data di nascita.',
  'calculators.pension.error.birthDateInvalid':
    'Inserisca la sua data di nascita come data valida (GG.MM.AAAA).',
  'calculators.pension.error.workStartRequired': 'Indichi da quando lavora.',
  'calculators.pension.error.workStartInvalid':
    "Inserisca l'inizio della sua attività lavorativa come data valida (GG.MM.AAAA).",
};

const sl: Texts = {
  'calculators.pension.title': 'Pokojninski kalkulator',
  'calculators.pension.form.heading': 'Vaši podatki',
  'calculators.pension.info': 'Informacije o izračunu',
  'calculators.pension.gender.legend': 'Spol',
  'calculators.pension.gender.female': 'ženski',
  'calculators.pension.gender.male': 'moški',
  'calculators.pension.jobGroup.legend': 'Poklicna skupina',
  'calculators.pension.jobGroup.employee.female': 'Uslužbenka',
  'calculators.pension.jobGroup.employee.male': 'Uslužbenec',
  'calculators.pension.jobGroup.laborer.female': 'Delavka',
  'calculators.pension.jobGroup.laborer.male': 'Delavec',
  'calculators.pension.jobGroup.selfEmployed.female': 'Samozaposlena',
  'calculators.pension.jobGroup.selfEmployed.male': 'Samozaposleni',
  'calculators.pension.jobGroup.farmer.female': 'Kmetovalka',
  'calculators.pension.jobGroup.farmer.male': 'Kmetovalec',
  'calculators.pension.birthDate': 'Datum rojstva',
  'calculators.pension.workStart': 'Zaposlen/a od',
  'calculators.pension.contributionMonths': 'Meseci plačevanja prispevkov',
  'calculators.pension.retirementAge': 'Načrtovana starost ob upokojitvi',
  'calculators.pension.netIncome': 'Mesečni neto dohodek',
  'calculators.pension.costOfLiving': 'Mesečni življenjski stroški',
  'calculators.pension.taxableIncome': 'Obdavčljivi letni dohodek',
  'calculators.pension.propertyValue': 'Katastrska vrednost vaše kmetije',
  'calculators.pension.pensionAccount': 'Skupno dobroimetje na pokojninskem računu',
  'calculators.pension.children': 'Število otrok',
  'calculators.pension.salaryAdjusting': 'Upoštevaj razvoj vrednosti in dohodka',
  'calculators.pension.submit': 'Izračunaj pokojnino',
  'calculators.pension.result.heading': 'Vaš rezultat',
  'calculators.pension.result.loading': 'Vaša pokojnina se izračunava …',
  'calculators.pension.result.positive':
    'Odlično! Vaša pričakovana pokojnina je za {gap} višja od vašega sedanjega dohodka.',
  'calculators.pension.result.congratulation':
    'Čestitamo! Vaša pričakovana pokojnina približno ustreza vašemu sedanjemu dohodku.',
  'calculators.pension.result.todo': 'Nekaj je treba storiti: mesečno vam manjka {gap}.',
  'calculators.pension.result.lastNetIncome': 'Vaš zadnji neto dohodek',
  'calculators.pension.result.costOfLiving': 'Vaši življenjski stroški',
  'calculators.pension.result.netRetirement': 'Vaša pričakovana neto pokojnina',
  'calculators.pension.result.netGap': 'Razlika na mesec',
  'calculators.pension.result.coverage':
    'Vaša pokojnina pokrije {percent} vašega sedanjega dohodka.',
  'calculators.pension.result.chart': 'Primerjava mesečnega dohodka in pokojnine',
  'calculators.pension.changeDetails': 'Spremeni podatke',
  'calculators.pension.note': 'Upoštevajte naslednje:',
  'calculators.pension.disclaimer':
    'Izračun je neobvezujoča ocena na podlagi vaših podatkov in trenutno veljavnih zakonskih določb. Ne nadomešča informacij vašega pokojninskega zavarovanja.',
  'calculators.pension.error.range': 'Upoštevajte najmanjše in največje vrednosti.',
  'calculators.pension.error.months': 'Število mesecev mora biti večje od 0 in manjše od {max}.',
  'calculators.pension.error.monthsRequired':
    'Vnesite število mesecev plačevanja prispevkov kot celo število.',
  'calculators.pension.error.birthDateRequired': 'Vnesite svoj datum rojstva.',
  'calculators.pension.error.birthDateInvalid': 'Vnesite veljaven datum rojstva (DD.MM.LLLL).',
  'calculators.pension.error.workStartRequired': 'Navedite, od kdaj ste zaposleni.',
  'calculators.pension.error.workStartInvalid':
    'Vnesite začetek zaposlitve kot veljaven datum (DD.MM.LLLL).',
};

export const messages = { de, en, fr, hr, it, sl } satisfies MessageCatalogue;
