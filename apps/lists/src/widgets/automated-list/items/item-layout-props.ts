import type { Language } from '@ctb/shared/runtime';

/** What the list tells every item layout besides the item itself. */
export interface ItemLayoutSettings {
  language: Language;
  /** Employee fields shown only when the site setting says so (SPEC: "true" as a string). */
  showMobile: boolean;
  showFunction: boolean;
  showSpecialisation: boolean;
  /** Heading level of an item's title inside the list (the list's own heading is one above). */
  headingLevel: 2 | 3 | 4 | 5;
}

export interface ItemLayoutProps<Item> {
  item: Item;
  settings: ItemLayoutSettings;
}
