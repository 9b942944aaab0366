import type { PensionMessages } from './de';

// French is only partly translated; everything else falls back to German.
export const fr: Partial<PensionMessages> = {
  'calculators.pension.title': 'Calculateur de retraite',
  'calculators.pension.form.heading': 'Vos données',
  'calculators.pension.submit': 'Calculer la retraite',
};
