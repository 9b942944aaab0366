import type { Language } from '../../common/config/app-names';

/** The club page's texts that go into the widgets' configuration (the CMS editor's copy). */
export interface ClubPageCopy {
  title: string;
  intro: string;
  searchPlaceholder: string;
  demoHeading: string;
  demoIntro: string;
  demo: {
    promoCode: string;
    unlimited: string;
    shopLink: string;
    runsOut: string;
    oldVariant: string;
  };
}

const de: ClubPageCopy = {
  title: 'Alle Clubvorteile',
  intro:
    'Wählen Sie einen Vorteil, melden Sie sich an und holen Sie sich Ihren Promocode oder Shop-Link.',
  searchPlaceholder: 'Partner, Ort oder Kategorie suchen',
  demoHeading: 'Direkt zu einem Vorteil (Demo)',
  demoIntro: 'Für Tests: diese Links öffnen die Seite gleich in der Detailansicht.',
  demo: {
    promoCode: 'Promocode, einmal einlösbar',
    unlimited: 'Promocode, beliebig oft einlösbar',
    shopLink: 'Shop-Link',
    runsOut: 'Promocodes bald vergriffen',
    oldVariant: 'Vorteil im alten Format',
  },
};

const en: ClubPageCopy = {
  title: 'All club benefits',
  intro: 'Choose a benefit, log in and get your promo code or shop link.',
  searchPlaceholder: 'Search partner, place or category',
  demoHeading: 'Straight to a benefit (demo)',
  demoIntro: 'For testing: these links open the page in the detail view.',
  demo: {
    promoCode: 'Promo code, redeemable once',
    unlimited: 'Promo code, redeemable any number of times',
    shopLink: 'Shop link',
    runsOut: 'Promo codes running out',
    oldVariant: 'Benefit in the old format',
  },
};

const hr: ClubPageCopy = {
  title: 'Sve pogodnosti kluba',
  intro: 'Odaberite pogodnost, prijavite se i preuzmite promotivni kod ili poveznicu na trgovinu.',
  searchPlaceholder: 'Traži partnera, mjesto ili kategoriju',
  demoHeading: 'Izravno na pogodnost (demo)',
  demoIntro: 'Za testiranje: ove poveznice otvaraju stranicu u prikazu detalja.',
  demo: {
    promoCode: 'Promotivni kod, jednokratan',
    unlimited: 'Promotivni kod, neograničen',
    shopLink: 'Poveznica na trgovinu',
    runsOut: 'Promotivni kodovi uskoro rasprodani',
    oldVariant: 'Pogodnost u starom formatu',
  },
};

const it: ClubPageCopy = {
  title: 'Tutti i vantaggi del club',
  intro: 'Scegli un vantaggio, accedi e ricevi il tuo codice promozionale o il link al negozio.',
  searchPlaceholder: 'Cerca partner, luogo o categoria',
  demoHeading: 'Direttamente a un vantaggio (demo)',
  demoIntro: 'Per i test: questi link aprono la pagina nella vista di dettaglio.',
  demo: {
    promoCode: 'Codice promozionale, utilizzabile una volta',
    unlimited: 'Codice promozionale, utilizzabile senza limiti',
    shopLink: 'Link al negozio',
    runsOut: 'Codici promozionali in esaurimento',
    oldVariant: 'Vantaggio nel vecchio formato',
  },
};

const sl: ClubPageCopy = {
  title: 'Vse ugodnosti kluba',
  intro: 'Izberite ugodnost, se prijavite in prejmite promocijsko kodo ali povezavo do trgovine.',
  searchPlaceholder: 'Iskanje partnerja, kraja ali kategorije',
  demoHeading: 'Neposredno do ugodnosti (demo)',
  demoIntro: 'Za testiranje: te povezave odprejo stran v podrobnem pogledu.',
  demo: {
    promoCode: 'Promocijska koda, enkratna',
    unlimited: 'Promocijska koda, neomejena',
    shopLink: 'Povezava do trgovine',
    runsOut: 'Promocijske kode kmalu pošle',
    oldVariant: 'Ugodnost v starem formatu',
  },
};

// French falls back to German where the site has no translation.
export const CLUB_PAGE_COPY: Record<Language, ClubPageCopy> = { de, en, fr: de, hr, it, sl };
