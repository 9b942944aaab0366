/** German texts of the pension calculator: the source and the fallback of every language. */
export const de = {
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

export type PensionMessageId = keyof typeof de;
export type PensionMessages = Record<PensionMessageId, string>;
