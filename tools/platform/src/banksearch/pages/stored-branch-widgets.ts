import { allBranches } from '../data/branch-generator';
import type { Language } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';
import { widgetBlock } from '../../rendering/sections';
import { widgetElement } from '../../rendering/widget-markup';

/** What the CMS editors configured for the stored-branch widgets, per language. */
interface StoredBranchCopy {
  teaserHeadline: string;
  teaserHeadlineStored: string;
  teaserText: string;
  teaserTextStored: string;
  forwardLabel: string;
  tooltipHeadline: string;
  fieldLabel: string;
  hoursTitle: string;
  regionalTitle: string;
  stageSlide: { heading: string; text: string };
}

const COPY: Record<Language, StoredBranchCopy> = {
  de: {
    teaserHeadline: 'Ihre Bank in der Nähe',
    teaserHeadlineStored: 'Ihre Bank: {name}',
    teaserText: 'Geben Sie Ort, Postleitzahl oder Adresse ein und wählen Sie Ihre Filiale.',
    teaserTextStored: 'Angebote, Ansprechpersonen und Neuigkeiten aus Ihrer Region.',
    forwardLabel: 'Zu meiner Bank',
    tooltipHeadline: 'Ihre Filiale: {name}',
    fieldLabel: 'Ihre Bank für die Terminvereinbarung',
    hoursTitle: 'Öffnungszeiten unserer Hauptfiliale',
    regionalTitle: 'Aus Ihrer Region',
    stageSlide: {
      heading: 'Persönlich beraten, regional verankert',
      text: 'Über 400 Filialen in ganz Österreich.',
    },
  },
  en: {
    teaserHeadline: 'Your bank nearby',
    teaserHeadlineStored: 'Your bank: {name}',
    teaserText: 'Enter a place, postal code or address and choose your branch.',
    teaserTextStored: 'Offers, contacts and news from your region.',
    forwardLabel: 'Go to my bank',
    tooltipHeadline: 'Your branch: {name}',
    fieldLabel: 'Your bank for the appointment',
    hoursTitle: 'Opening hours of our main branch',
    regionalTitle: 'From your region',
    stageSlide: {
      heading: 'Personal advice, rooted in the region',
      text: 'More than 400 branches all over Austria.',
    },
  },
  fr: {
    teaserHeadline: 'Votre banque à proximité',
    teaserHeadlineStored: 'Votre banque : {name}',
    teaserText: 'Saisissez un lieu, un code postal ou une adresse et choisissez votre agence.',
    teaserTextStored: 'Offres, interlocuteurs et actualités de votre région.',
    forwardLabel: 'Vers ma banque',
    tooltipHeadline: 'Votre agence : {name}',
    fieldLabel: 'Votre banque pour le rendez-vous',
    hoursTitle: 'Heures d’ouverture de notre agence principale',
    regionalTitle: 'De votre région',
    stageSlide: {
      heading: 'Un conseil personnel, ancré dans la région',
      text: 'Plus de 400 agences dans toute l’Autriche.',
    },
  },
  hr: {
    teaserHeadline: 'Vaša banka u blizini',
    teaserHeadlineStored: 'Vaša banka: {name}',
    teaserText: 'Unesite mjesto, poštanski broj ili adresu i odaberite svoju poslovnicu.',
    teaserTextStored: 'Ponude, kontakti i novosti iz vaše regije.',
    forwardLabel: 'Na moju banku',
    tooltipHeadline: 'Vaša poslovnica: {name}',
    fieldLabel: 'Vaša banka za termin',
    hoursTitle: 'Radno vrijeme naše glavne poslovnice',
    regionalTitle: 'Iz vaše regije',
    stageSlide: {
      heading: 'Osobno savjetovanje, ukorijenjeno u regiji',
      text: 'Više od 400 poslovnica diljem Austrije.',
    },
  },
  it: {
    teaserHeadline: 'La sua banca nelle vicinanze',
    teaserHeadlineStored: 'La sua banca: {name}',
    teaserText: 'Inserisca località, codice postale o indirizzo e scelga la sua filiale.',
    teaserTextStored: 'Offerte, referenti e novità dalla sua regione.',
    forwardLabel: 'Alla mia banca',
    tooltipHeadline: 'La sua filiale: {name}',
    fieldLabel: 'La sua banca per l’appuntamento',
    hoursTitle: 'Orari della nostra filiale principale',
    regionalTitle: 'Dalla sua regione',
    stageSlide: {
      heading: 'Consulenza personale, radicata nella regione',
      text: 'Oltre 400 filiali in tutta l’Austria.',
    },
  },
  sl: {
    teaserHeadline: 'Vaša banka v bližini',
    teaserHeadlineStored: 'Vaša banka: {name}',
    teaserText: 'Vnesite kraj, poštno številko ali naslov in izberite svojo poslovalnico.',
    teaserTextStored: 'Ponudbe, kontakti in novice iz vaše regije.',
    forwardLabel: 'K moji banki',
    tooltipHeadline: 'Vaša poslovalnica: {name}',
    fieldLabel: 'Vaša banka za termin',
    hoursTitle: 'Delovni čas naše glavne poslovalnice',
    regionalTitle: 'Iz vaše regije',
    stageSlide: {
      heading: 'Osebno svetovanje, zasidrano v regiji',
      text: 'Več kot 400 poslovalnic po vsej Avstriji.',
    },
  },
};

/** The page's stage: CMS slides, into which the regional content puts its own slide first. */
const STAGE_ID = 'banksearch-stage';

// The stage is CMS markup: its look comes with it, also for the slide regional content adds.
const STAGE_STYLE = `<style>
.demo-stage{overflow-anchor:none;font-family:'Source Sans 3','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.5;display:grid;grid-auto-flow:column;grid-auto-columns:minmax(16rem,1fr);gap:1rem;overflow-x:auto;padding:0 0 .5rem}
.demo-stage>*{padding:1.5rem;border-radius:12px;background:linear-gradient(135deg,#00427a,#0b5d3b);color:#fff}
.demo-stage h2{margin:0 0 .5rem;font-size:1.25rem}
.demo-stage p{margin:0 0 .75rem}
.demo-stage a{color:#fff;font-weight:700}
</style>`;

function stage(copy: StoredBranchCopy): string {
  return `${STAGE_STYLE}<div class="demo-stage" id="${STAGE_ID}">
<div class="demo-stage__slide"><h2>${escapeHtml(copy.stageSlide.heading)}</h2><p>${escapeHtml(copy.stageSlide.text)}</p></div>
</div>`;
}

/** The call-to-action the branch search's detail card shows when a stored-branch widget opened it. */
const SELECT_USERS_BRANCH = { cta: { action: 'selectUsersBranch' } };

function bankTeaser(copy: StoredBranchCopy): string {
  return widgetElement('banksearch/bank-teaser', {
    headline: copy.teaserHeadline,
    headlineStored: copy.teaserHeadlineStored,
    text: copy.teaserText,
    textStored: copy.teaserTextStored,
    forwardLabel: copy.forwardLabel,
    params: SELECT_USERS_BRANCH,
  });
}

/** The head office of the Viennese bank: the fixed branch of the opening-hours demo. */
function mainBranchId(): string {
  const branch = allBranches().find((b) => b.central && b.mainInstitute === 'wien');
  if (!branch) throw new Error('The dataset has no central branch of the Viennese bank.');
  return branch.id;
}

/**
 * Widgets that follow the stored branch (bank teaser, location tooltip, bank-search field,
 * opening hours, regional content) on the banksearch page. The redirect-to-own-bank popover is
 * on the banks' own pages (`/banken/<id>/…`): this page belongs to no bank's site.
 */
export function storedBranchWidgets(language: Language): string[] {
  const copy = COPY[language];
  return [
    stage(copy),
    bankTeaser(copy),
    widgetElement('banksearch/regional-content', {
      title: copy.regionalTitle,
      stageSelector: `#${STAGE_ID}`,
    }),
    widgetElement('banksearch/location-tooltip', { headline: copy.tooltipHeadline }),
    widgetElement('banksearch/bank-search-field', {
      label: copy.fieldLabel,
      name: 'branchId',
      params: SELECT_USERS_BRANCH,
    }),
    widgetElement('banksearch/opening-hours', { branchId: mainBranchId(), title: copy.hoursTitle }),
  ];
}

/** The bank teaser (with location search) that the start page shows. */
export function startPageBankTeaser(language: Language): string {
  return widgetBlock(bankTeaser(COPY[language]));
}
