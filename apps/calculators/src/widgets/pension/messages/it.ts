import type { PensionMessages } from './de';

export const it: PensionMessages = {
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
