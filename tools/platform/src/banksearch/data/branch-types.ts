/** A bank branch as SPEC section 3 "Bank branch" names its fields. */
export interface TimeInterval {
  /** "HH:MM", Europe/Vienna local time */
  open: string;
  /** "HH:MM"; "24:00" is the end of the day */
  close: string;
}

export interface OpeningPeriod {
  /** 0 = Monday … 6 = Sunday (SPEC 9) */
  day: number;
  intervals: TimeInterval[];
}

export interface OpeningHours {
  /** computed per request from the periods in Europe/Vienna time */
  openNow?: boolean;
  periods: OpeningPeriod[];
}

export interface ResponsiveImage {
  res1x: string;
  res2x: string;
}

export type BranchType = 'BANKSTELLE' | 'SB_STELLE' | 'BERATUNGSZENTRUM';
export type ServiceType = 'FULL_SERVICE' | 'SELF_SERVICE' | 'ADVISORY';

export interface Branch {
  id: string;
  name: string;
  type: BranchType;
  serviceType: ServiceType;
  geolocation: { lat: number; lng: number };
  contact: { telephone: string; chat: string | null; email: string; website: string };
  address: { street: string; postalCode: string; city: string };
  parkinglots: number;
  accessible: boolean;
  central: boolean;
  /** id of the bank (main institute) the branch belongs to */
  mainInstitute: string;
  /** metres from the search centre; only in map search answers */
  distance?: number;
  openingHours: OpeningHours;
  consultingHours: { periods: OpeningPeriod[] };
  blz: string;
  imageCopyRight: string;
  titleImageLink: string;
  listImage: { xs: ResponsiveImage; sm: ResponsiveImage; alt: string };
  routePlanner: string;
  equipment: string[];
  services: string[];
  selfService: { equipment: string[]; openingHours: OpeningHours };
  /** federal state, for the regional content and tests (not in SPEC 3) */
  state: string;
}

/** A bank of the group: the main institute a branch belongs to, with its own site. */
export interface Bank {
  id: string;
  name: string;
  /** the short form used in branch names */
  shortName: string;
  blz: string;
  /** the root path of the bank's site on the CMS host */
  rootPath: string;
  telephonePrefix: string;
  emailDomain: string;
  /** GeoNames admin1 codes of the states it serves */
  states: string[];
}
