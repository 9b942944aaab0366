import { hashString, seededRandom } from '../../common/seeded-random';
import type { ClubBenefit } from './club-benefits';
import { placeCoordinates } from './club-coordinates';
import { clubCategoryLabel } from './club-benefits';

/** SPEC section 3 "Club discount (detail)": what the detail view shows of one benefit. */
export interface ClubDiscountDetail {
  voucherId: string;
  title: string;
  shortDescription: string;
  /** HTML as the CMS editors write it (the widget sanitises it) */
  detailText: string;
  description: string;
  /** media ids of the header picture, fetched through the media path with the voucherId */
  headerPicture: string;
  headerPictureLarge: string;
  /** YYYY-MM-DD, or null = "Unbegrenzt gültig" */
  validTo: string | null;
  voucherValue: string;
  redeemable: 'einmalig' | 'unbegrenzt';
  redeemableDescription: string;
  benefitType: 'Promo-Code' | 'Link' | 'Vor Ort';
  promotionCodeDescription: string;
  urlDescription: string;
  /** the benefit's own link (benefitType Link): shown to members only */
  url: string;
  /** the partner's website */
  shopUrl: string;
  /** how to redeem: online, im Geschäft, … */
  redemptionChannel: string;
  showMap: boolean;
  street: string;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
  /** the benefit needs the club card (Clubkarte) */
  clubCard: boolean;
  /** for club members up to 24 only */
  clubOnly: boolean;
}

const STREETS = [
  'Hauptplatz',
  'Hauptstraße',
  'Bahnhofstraße',
  'Kirchengasse',
  'Marktplatz',
  'Schulgasse',
  'Linzer Straße',
  'Rathausplatz',
];
const CHANNELS = ['Online-Shop', 'Im Geschäft', 'Online-Shop und im Geschäft'];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The number in a voucher id (`cb-0042` -> 42). */
export const voucherNumber = (voucherId: string) => Number(voucherId.slice(3));

/**
 * Which benefits hand out what: every third a shop link, every seventh (not a link) is redeemed
 * in the shop by showing the club card, the rest promo codes; every fourth code is reusable.
 */
export function benefitTypeOf(n: number): ClubDiscountDetail['benefitType'] {
  if (n % 3 === 0) return 'Link';
  if (n % 7 === 0) return 'Vor Ort';
  return 'Promo-Code';
}

export function clubDiscountDetail(benefit: ClubBenefit): ClubDiscountDetail {
  const n = voucherNumber(benefit.voucherId);
  const random = seededRandom(hashString(benefit.voucherId));
  const benefitType = benefitTypeOf(n);
  const redeemable = n % 4 === 1 ? 'unbegrenzt' : 'einmalig';
  const title = benefit.title ?? `${benefit.partner}: ${benefit.voucherValue} Vorteil`;
  const shopUrl = `https://www.${slug(benefit.partner)}.example.at/`;
  const [lat, lng] = placeCoordinates(benefit.city, benefit.federalState, benefit.district);
  const clubOnly =
    benefit.relationshipType.length === 1 && benefit.relationshipType[0] === 'clubMember';
  const category = clubCategoryLabel(benefit.category);
  const street = `${random.pick(STREETS)} ${random.int(1, 48)}`;
  return {
    voucherId: benefit.voucherId,
    title,
    shortDescription: `${benefit.voucherValue} bei ${benefit.partner} in ${benefit.city} – exklusiv für ${clubOnly ? 'Clubmitglieder bis 24' : 'Clubmitglieder und Kundinnen und Kunden der Bank'}.`,
    detailText: [
      `<p>Mit Ihrem Clubvorteil sparen Sie <strong>${benefit.voucherValue}</strong> bei ${benefit.partner}. ${category} in Ihrer Region – einfach und unkompliziert.</p>`,
      '<ul>',
      `<li>Gilt in ${benefit.city} (${benefit.zipCode})${benefitType === 'Promo-Code' ? ' und im Online-Shop' : ''}</li>`,
      '<li>Nicht mit anderen Aktionen kombinierbar</li>',
      '<li>Keine Barablöse möglich</li>',
      '</ul>',
      // Editors sometimes paste more than markup: the widget must show this text, never run it.
      n % 10 === 5
        ? '<p>Bitte Ausweis mitbringen. <a href="javascript:alert(1)">Mehr erfahren</a></p><script>alert(2)</script>'
        : '',
    ].join(''),
    description: `${benefit.partner} ist Partner des Jugendclubs der Regionalbank. Zeigen Sie Ihre Clubkarte oder lösen Sie Ihren Code ein – der Vorteil wird direkt abgezogen.`,
    headerPicture: `${benefit.voucherId}-header-sm`,
    headerPictureLarge: `${benefit.voucherId}-header-lg`,
    validTo: benefit.validTo,
    voucherValue: benefit.voucherValue,
    redeemable,
    redeemableDescription:
      redeemable === 'einmalig'
        ? 'Der Code ist einmal einlösbar.'
        : 'Sie können jederzeit einen neuen Code erzeugen und beliebig oft einlösen.',
    benefitType,
    promotionCodeDescription:
      benefitType === 'Promo-Code'
        ? `Geben Sie den Code im Warenkorb von ${benefit.partner} ein.`
        : '',
    urlDescription:
      benefitType === 'Link'
        ? `Über diesen Link erhalten Sie den Vorteil direkt im Shop von ${benefit.partner}.`
        : '',
    url: benefitType === 'Link' ? `${shopUrl}club?vorteil=${benefit.voucherId}` : '',
    shopUrl,
    redemptionChannel: benefitType === 'Vor Ort' ? 'Im Geschäft' : random.pick(CHANNELS),
    showMap: n % 5 !== 4,
    street,
    zipCode: benefit.zipCode,
    city: benefit.city,
    latitude: Number((lat + random.int(-40, 40) / 10000).toFixed(5)),
    longitude: Number((lng + random.int(-40, 40) / 10000).toFixed(5)),
    clubCard: n % 2 === 0,
    clubOnly,
  };
}

/**
 * The old variant of the detail (every 16th benefit, SPEC section 7): the partner instead of a
 * title, the header pictures as objects, flags as the old CMS wrote them ("true"/"false"), the
 * date as dd.MM.yyyy; its detail text lives in the contents search.
 */
export function oldVariantDetail(detail: ClubDiscountDetail, partner: string) {
  const {
    title: _title,
    detailText: _detailText,
    headerPicture,
    headerPictureLarge,
    validTo,
    clubCard,
    showMap,
    clubOnly,
    ...rest
  } = detail;
  return {
    ...rest,
    partner,
    headerPicture: { mediaId: headerPicture },
    headerPictureLarge: { mediaId: headerPictureLarge },
    validTo: validTo ? validTo.split('-').reverse().join('.') : '',
    clubCard: String(clubCard),
    showMap: String(showMap),
    clubOnly: String(clubOnly),
  };
}
