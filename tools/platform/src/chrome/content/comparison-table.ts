import type { Language } from '../../common/config/app-names';
import { imageSet } from '../../common/images/list-images';
import { contentTexts } from './content-texts';

type Value = string | boolean;
interface Product {
  id: string;
  name: string;
  price: string;
  badge?: string;
  values: Record<string, Value>;
}

const FEATURES_DE = [
  ['card', 'Debitkarte'],
  ['credit', 'Kreditkarte'],
  ['online', 'Online-Banking und App'],
  ['cash', 'Bargeld am Automaten (Inland)'],
  ['transfers', 'Überweisungen'],
  ['insurance', 'Reiseversicherung'],
] as const;
const FEATURES_EN: Record<string, string> = {
  card: 'Debit card',
  credit: 'Credit card',
  online: 'Online banking and app',
  cash: 'Cash at ATMs (Austria)',
  transfers: 'Transfers',
  insurance: 'Travel insurance',
};

/** Twelve accounts and cards (more than any screen shows at once: the table pages). */
const PRODUCTS: Product[] = [
  [
    'konto-start',
    'Konto Start',
    '0,00 €',
    'Ab 18',
    true,
    false,
    true,
    'kostenlos',
    'inklusive',
    false,
  ],
  [
    'konto-jugend',
    'Jugendkonto',
    '0,00 €',
    undefined,
    true,
    false,
    true,
    'kostenlos',
    'inklusive',
    false,
  ],
  [
    'konto-studium',
    'Studentenkonto',
    '0,00 €',
    'Beliebt',
    true,
    true,
    true,
    'kostenlos',
    'inklusive',
    false,
  ],
  [
    'konto-online',
    'Online-Konto',
    '2,90 €',
    undefined,
    true,
    false,
    true,
    'kostenlos',
    'inklusive',
    false,
  ],
  [
    'konto-classic',
    'Konto Classic',
    '6,90 €',
    undefined,
    true,
    true,
    true,
    'kostenlos',
    'inklusive',
    false,
  ],
  [
    'konto-premium',
    'Konto Premium',
    '12,90 €',
    'Empfehlung',
    true,
    true,
    true,
    'kostenlos',
    'inklusive',
    true,
  ],
  [
    'konto-business',
    'Firmenkonto',
    '14,90 €',
    undefined,
    true,
    true,
    true,
    'kostenlos',
    '0,15 € je Buchung',
    false,
  ],
  [
    'karte-classic',
    'Kreditkarte Classic',
    '2,50 €',
    undefined,
    false,
    true,
    true,
    '3 % des Betrags',
    '–',
    false,
  ],
  [
    'karte-gold',
    'Kreditkarte Gold',
    '7,50 €',
    'Neu',
    false,
    true,
    true,
    '3 % des Betrags',
    '–',
    true,
  ],
  [
    'karte-platinum',
    'Kreditkarte Platinum',
    '15,00 €',
    undefined,
    false,
    true,
    true,
    '3 % des Betrags',
    '–',
    true,
  ],
  [
    'karte-prepaid',
    'Prepaid-Karte',
    '1,00 €',
    undefined,
    false,
    true,
    true,
    '1,50 € je Behebung',
    '–',
    false,
  ],
  [
    'konto-senior',
    'Konto 60+',
    '3,90 €',
    undefined,
    true,
    false,
    true,
    'kostenlos',
    'inklusive',
    false,
  ],
].map(([id, name, price, badge, card, credit, online, cash, transfers, insurance]) => ({
  id: id as string,
  name: name as string,
  price: price as string,
  ...(badge ? { badge: badge as string } : {}),
  values: { card, credit, online, cash, transfers, insurance } as Record<string, Value>,
}));

const english = (value: Value): Value =>
  typeof value !== 'string'
    ? value
    : value
        .replace('kostenlos', 'free')
        .replace('inklusive', 'included')
        .replace(' des Betrags', ' of the amount')
        .replace('je Behebung', 'per withdrawal')
        .replace('je Buchung', 'per entry');

/** `chrome/comparison-table`: twelve products, six features, a description column. */
export function comparisonTableConfig(language: Language) {
  const text = contentTexts(language);
  const en = language === 'en';
  return {
    title: text.comparisonTitle,
    caption: text.comparisonCaption,
    descriptionColumn: true,
    features: FEATURES_DE.map(([id, label]) => ({
      id,
      label: en ? (FEATURES_EN[id] ?? label) : label,
    })),
    products: PRODUCTS.map((product) => ({
      ...product,
      price: en ? `${product.price} a month` : `${product.price} pro Monat`,
      ...(product.badge && en
        ? {
            badge: product.badge
              .replace('Neu', 'New')
              .replace('Beliebt', 'Popular')
              .replace('Empfehlung', 'Recommended')
              .replace('Ab 18', 'From 18'),
          }
        : {}),
      image: imageSet(`product-${product.id}`, '', 'Musterbank'),
      values: en
        ? Object.fromEntries(
            Object.entries(product.values).map(([key, value]) => [key, english(value)]),
          )
        : product.values,
      link: {
        href: `/${language}/privatkunden/konto-karte/girokonto.html`,
        text: en ? 'Details' : 'Details',
      },
    })),
  };
}
