/** A picture variant of a teaser (the service's xs or sm variant) and its alternative text. */
export interface TeaserImage {
  res1x: string;
  res2x: string;
  alt: string;
}

/** A news, event, page or job teaser: picture, date, linked title and a short text. */
export interface ContentTeaser {
  kind: 'content';
  id: string;
  title: string;
  text: string;
  url: string;
  /** Job offers open in a new tab (SPEC: the job title link opens in a new tab). */
  opensInNewTab: boolean;
  /** ISO date (YYYY-MM-DD) when the list type has one. */
  date?: string;
  image?: TeaserImage;
}

/** A question with the start of its answer; the question links to the FAQ page. */
export interface FaqTeaser {
  kind: 'faq';
  id: string;
  question: string;
  answer: string;
  url: string;
  /** The question's category as the site names it, e.g. "Konto & Karte". */
  category: string;
}

/** An adviser; fields the site settings hide are already empty. */
export interface EmployeeTeaser {
  kind: 'employee';
  id: string;
  /** With degrees: "Mag. Anna Berger, MBA". */
  name: string;
  /** The business field, when the site shows functions. */
  role: string;
  /** The branch the person works at, e.g. "Filiale Zirl". */
  subsidiary: string;
  address: string;
  phone: string;
  /** When the site shows mobile numbers. */
  mobile: string;
  email: string;
  portrait?: TeaserImage;
}

/** A branch of the banking group. */
export interface BankTeaser {
  kind: 'bank';
  id: string;
  name: string;
  /** Bankleitzahl: the western banks' (beginning with 5) link to the branch page. */
  blz: string;
  street: string;
  postalCode: string;
  city: string;
  /** Unknown when the service does not say. */
  openNow?: boolean;
  website: string;
  image?: TeaserImage;
}

/** A club discount; "Mehr Details" shows it on the club page (`cd-id`). */
export interface ClubBenefitTeaser {
  kind: 'clubBenefit';
  id: string;
  title: string;
  value: string;
  place: string;
  /** YYYY-MM-DD, or empty when the discount does not expire. */
  validTo: string;
  /** The partner shop's picture (decorative: the title names the partner). */
  picture: string;
}

export type TeaserItem =
  ContentTeaser | FaqTeaser | EmployeeTeaser | BankTeaser | ClubBenefitTeaser;
