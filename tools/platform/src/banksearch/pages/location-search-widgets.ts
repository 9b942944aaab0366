import type { Language } from '../../common/config/app-names';
import { widgetElement } from '../../rendering/widget-markup';

/** What the CMS editors configured for the two location searches, per language. */
interface LocationSearchCopy {
  title: string;
  description: string;
  placeholder: string;
  forwardLabel: string;
  changeLinkText: string;
  ctaText: string;
  footerTitle: string;
  footerDescription: string;
}

const COPY: Record<Language, LocationSearchCopy> = {
  de: {
    title: 'Filiale in Ihrer Nähe finden',
    description:
      'Über 400 Filialen in ganz Österreich: Suchen Sie nach Ort, Postleitzahl oder Adresse oder nutzen Sie Ihren Standort.',
    placeholder: 'z. B. Graz oder 8010',
    forwardLabel: 'Weiter zu meiner Bank',
    changeLinkText: 'Andere Filiale wählen',
    ctaText: 'Als meine Filiale speichern',
    footerTitle: 'Filialsuche',
    footerDescription: 'Ihre Filiale mit Öffnungszeiten und Kontakt.',
  },
  en: {
    title: 'Find a branch near you',
    description:
      'More than 400 branches all over Austria: search by town, postcode or address, or use your location.',
    placeholder: 'e.g. Graz or 8010',
    forwardLabel: 'Continue to my bank',
    changeLinkText: 'Choose another branch',
    ctaText: 'Save as my branch',
    footerTitle: 'Branch finder',
    footerDescription: 'Your branch with opening hours and contact details.',
  },
  fr: {
    title: 'Trouver une agence près de chez vous',
    description:
      'Plus de 400 agences dans toute l’Autriche : cherchez par ville, code postal ou adresse, ou utilisez votre position.',
    placeholder: 'p. ex. Graz ou 8010',
    forwardLabel: 'Continuer vers ma banque',
    changeLinkText: 'Choisir une autre agence',
    ctaText: 'Enregistrer comme mon agence',
    footerTitle: 'Trouver une agence',
    footerDescription: 'Votre agence avec horaires et contact.',
  },
  hr: {
    title: 'Pronađite poslovnicu u blizini',
    description:
      'Više od 400 poslovnica diljem Austrije: tražite po mjestu, poštanskom broju ili adresi ili upotrijebite svoju lokaciju.',
    placeholder: 'npr. Graz ili 8010',
    forwardLabel: 'Dalje na moju banku',
    changeLinkText: 'Odaberite drugu poslovnicu',
    ctaText: 'Spremi kao moju poslovnicu',
    footerTitle: 'Tražilica poslovnica',
    footerDescription: 'Vaša poslovnica s radnim vremenom i kontaktom.',
  },
  it: {
    title: 'Trovi una filiale vicino a lei',
    description:
      'Oltre 400 filiali in tutta l’Austria: cerchi per località, codice postale o indirizzo oppure usi la sua posizione.',
    placeholder: 'p. es. Graz o 8010',
    forwardLabel: 'Vai alla mia banca',
    changeLinkText: 'Scegli un’altra filiale',
    ctaText: 'Salva come mia filiale',
    footerTitle: 'Cerca filiale',
    footerDescription: 'La sua filiale con orari e contatti.',
  },
  sl: {
    title: 'Poiščite poslovalnico v bližini',
    description:
      'Več kot 400 poslovalnic po vsej Avstriji: iščite po kraju, poštni številki ali naslovu ali uporabite svojo lokacijo.',
    placeholder: 'npr. Graz ali 8010',
    forwardLabel: 'Naprej na mojo banko',
    changeLinkText: 'Izberite drugo poslovalnico',
    ctaText: 'Shrani kot mojo poslovalnico',
    footerTitle: 'Iskalnik poslovalnic',
    footerDescription: 'Vaša poslovalnica z delovnim časom in kontaktom.',
  },
};

/**
 * Location search widgets of the banksearch page (the main variant and the footer variant).
 * Each entry is one `widgetElement(...)` string; the page wraps each in its own block. Both open
 * the bank search with a call-to-action that stores the chosen branch.
 */
export function locationSearchWidgets(language: Language): string[] {
  const copy = COPY[language];
  const params = {
    cta: { action: 'selectUsersBranch', params: { linkText: copy.ctaText } },
  };
  return [
    widgetElement(
      'banksearch/location-search',
      {
        variant: 'default',
        title: copy.title,
        description: copy.description,
        placeholder: copy.placeholder,
        forwardLabel: copy.forwardLabel,
        changeLinkText: copy.changeLinkText,
        params,
      },
      'default',
    ),
    widgetElement(
      'banksearch/location-search',
      {
        variant: 'footer',
        title: copy.footerTitle,
        description: copy.footerDescription,
        headingLevel: 3,
        changeLinkText: copy.changeLinkText,
        params,
      },
      'footer',
    ),
  ];
}
