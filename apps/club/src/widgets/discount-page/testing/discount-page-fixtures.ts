import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { discountPageConfigSchema, type DiscountPageConfig } from '../config-schema';

export const ISSUER = 'http://127.0.0.1:8095';

export const config: DiscountPageConfig = v.parse(discountPageConfigSchema, {
  title: 'Alle Clubvorteile',
  list: { searchPlaceholder: 'Partner suchen' },
  login: { issuer: ISSUER, authorizationEndpoint: `${ISSUER}/auth`, clientId: 'ctb-club-site' },
});

/** A detail of the new variant (SPEC "Club discount (detail)"). */
export function detail(overrides: Record<string, unknown> = {}) {
  return {
    voucherId: 'cb-0008',
    title: 'Sport Huber: 20 % auf Skiausrüstung',
    shortDescription: '20 % bei Sport Huber in Innsbruck.',
    detailText:
      '<p>Mit Ihrem <strong>Clubvorteil</strong> sparen Sie.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    description: 'Sport Huber ist Partner des Jugendclubs.',
    headerPicture: 'cb-0008-header-sm',
    headerPictureLarge: 'cb-0008-header-lg',
    validTo: '2027-05-31',
    voucherValue: '20 %',
    redeemable: 'einmalig',
    redeemableDescription: 'Der Code ist einmal einlösbar.',
    benefitType: 'Promo-Code',
    promotionCodeDescription: 'Geben Sie den Code im Warenkorb ein.',
    urlDescription: '',
    url: '',
    shopUrl: 'https://www.sport-huber.example.at/',
    redemptionChannel: 'Online-Shop',
    showMap: true,
    street: 'Hauptplatz 3',
    zipCode: '6020',
    city: 'Innsbruck',
    latitude: 47.26,
    longitude: 11.39,
    clubCard: true,
    clubOnly: false,
    ...overrides,
  };
}

export const detailHandler = (body: unknown, status = 200) =>
  http.get('*/cachableservlets/club/benefit.json', () =>
    HttpResponse.json(body as object, { status }),
  );

export const CODE_URL = '*/cachableservlets/club/benefits/:id/code';

/** A member session as the login leaves it in sessionStorage. */
export function storeMember(overrides: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    'ctb.clubMember',
    JSON.stringify({
      clubMember: true,
      accessToken: 'member-token',
      firstName: 'Lena',
      expiresAt: Date.now() + 3_600_000,
      ...overrides,
    }),
  );
}
