import type { MessageCatalogue } from '@ctb/shared';

// Texts of the club benefit item. German is the source; French is only partly translated.
const de = {
  'lists.clubBenefit.validTo': 'Gültig bis {date}',
  'lists.clubBenefit.unlimited': 'unbegrenzt gültig',
  'lists.clubBenefit.moreDetails': 'Mehr Details',
  'lists.clubBenefit.moreDetailsTo': 'zu {title}',
};

type Complete = Record<keyof typeof de, string>;

const en: Complete = {
  'lists.clubBenefit.validTo': 'Valid until {date}',
  'lists.clubBenefit.unlimited': 'valid indefinitely',
  'lists.clubBenefit.moreDetails': 'More details',
  'lists.clubBenefit.moreDetailsTo': 'on {title}',
};

const hr: Complete = {
  'lists.clubBenefit.validTo': 'Vrijedi do {date}',
  'lists.clubBenefit.unlimited': 'vrijedi neograničeno',
  'lists.clubBenefit.moreDetails': 'Više detalja',
  'lists.clubBenefit.moreDetailsTo': 'o {title}',
};

const it: Complete = {
  'lists.clubBenefit.validTo': 'Valido fino al {date}',
  'lists.clubBenefit.unlimited': 'validità illimitata',
  'lists.clubBenefit.moreDetails': 'Più dettagli',
  'lists.clubBenefit.moreDetailsTo': 'su {title}',
};

const sl: Complete = {
  'lists.clubBenefit.validTo': 'Velja do {date}',
  'lists.clubBenefit.unlimited': 'velja neomejeno',
  'lists.clubBenefit.moreDetails': 'Več podrobnosti',
  'lists.clubBenefit.moreDetailsTo': 'o {title}',
};

const fr: Partial<Complete> = {
  'lists.clubBenefit.moreDetails': 'Plus de détails',
};

export const clubBenefitItemMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
