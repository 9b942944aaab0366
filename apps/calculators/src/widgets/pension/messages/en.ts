import type { PensionMessages } from './de';

export const en: PensionMessages = {
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
