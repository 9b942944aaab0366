// The calculators app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp } from '@ctb/shared/runtime';
import { creditWidget } from './widgets/credit';
import { pensionWidget } from './widgets/pension';
import { savingsWidget } from './widgets/savings';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'calculators',
  widgets: { credit: creditWidget, savings: savingsWidget, pension: pensionWidget },
});
