import type { ItemLayoutSettings } from '../item-layout-props';

/** Settings of a German list with every optional employee field switched off. */
export const testSettings: ItemLayoutSettings = {
  language: 'de',
  showMobile: false,
  showFunction: false,
  showSpecialisation: false,
  headingLevel: 3,
};
