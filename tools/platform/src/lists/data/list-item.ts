import type { ImageSet } from '../../common/images/list-images';

/** The list item shape of SPEC section 3 "List item", as every list endpoint answers it. */

export interface Link {
  text: string;
  href: string;
  target: '_self' | '_blank';
  iconClass?: string;
  formPrefillValues?: Record<string, string>;
}

export interface Cta {
  href: string;
  target: '_self' | '_blank';
  text: string;
}

export interface Range {
  from: string;
  to: string;
}

export type ListItemType = 'news' | 'event' | 'faq' | 'page' | 'default' | 'employee' | 'job';

export interface ListItem {
  type: ListItemType;
  accessibilityID: string;
  title: string;
  subTitle: string;
  text: string;
  url: string;
  cta?: Cta;
  links: Link[];
  listImage?: ImageSet;
  teaserImage?: ImageSet;
  /** ISO dates (YYYY-MM-DD) */
  date?: Range;
  /** HH:mm */
  time?: Range;
  place?: string;
  eventDescriptionText?: string;
  /** ISO date (YYYY-MM-DD) */
  newsDate?: string;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Cuts text at a word boundary to at most `max` characters (events: 200, SPEC section 9). */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
