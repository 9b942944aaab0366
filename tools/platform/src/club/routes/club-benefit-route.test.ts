import type { FastifyInstance } from 'fastify';
import { registerImageRoute } from '../../common/images/image-route';
import { get, routeTestServer, TEST_TODAY } from '../../testing/route-test-server';
import { CLUB_BENEFIT_COUNT } from '../data/club-benefits';
import { CLUB_BENEFITS_PATH, registerClubBenefitRoute } from './club-benefit-route';

let app: FastifyInstance;
beforeAll(() => {
  app = routeTestServer((server, config) => {
    registerImageRoute(server);
    registerClubBenefitRoute(server, config);
  });
});
afterAll(() => app.close());

interface Benefit {
  voucherId: string;
  title?: string;
  partner: string;
  shopPicture: string;
  voucherValue: string;
  zipCode: string;
  city: string;
  validTo: string | null;
  category: string;
  relationshipType: string[];
  federalState: string;
  district: string;
}
interface Filter {
  type: string;
  id: string;
  name: string;
  label: string;
  options: { name: string; label: string; size: number }[];
}
interface Answer {
  clubreductions: Benefit[];
  filter: Filter[];
  size: number;
}

const benefits = async (query: string): Promise<Answer> => {
  const response = await get(app, `${CLUB_BENEFITS_PATH}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const ids = (answer: Answer) => answer.clubreductions.map((benefit) => benefit.voucherId);
const option = (answer: Answer, id: string, name: string) =>
  answer.filter.find((filter) => filter.id === id)?.options.find((o) => o.name === name)?.size;

describe('GET club benefits', () => {
  it('pages all benefits with a 1-based offset, without gaps or duplicates', async () => {
    const all = await benefits('offset=1&size=500');
    expect(all.size).toBe(CLUB_BENEFIT_COUNT);
    expect(new Set(ids(all)).size).toBe(CLUB_BENEFIT_COUNT);
    const paged: string[] = [];
    for (let offset = 1; offset <= CLUB_BENEFIT_COUNT; offset += 15) {
      paged.push(...ids(await benefits(`offset=${offset}&size=15`)));
    }
    expect(paged).toEqual(ids(all));
    expect(ids(await benefits('size=3'))).toEqual(ids(all).slice(0, 3));
  });

  it('answers the overview fields of SPEC section 3, some of the old variant and some unlimited', async () => {
    const all = (await benefits('size=500')).clubreductions;
    for (const benefit of all) {
      expect(benefit.voucherId).toMatch(/^cb-\d{4}$/);
      expect(benefit.partner).not.toBe('');
      expect(benefit.voucherValue).toMatch(/^\d+ (%|€)$/);
      expect(benefit.zipCode).toMatch(/^\d{4}$/);
      expect(benefit.shopPicture).toBe(`/images/club-${benefit.voucherId}-xs@1x.svg`);
      if (benefit.validTo !== null) expect(benefit.validTo > TEST_TODAY).toBe(true);
    }
    expect(all.filter((benefit) => benefit.title === undefined).length).toBe(8);
    expect(all.some((benefit) => benefit.validTo === null)).toBe(true);
    expect(new Set(all.map((benefit) => benefit.federalState)).size).toBe(9);
    const picture = await get(app, all[0]!.shopPicture);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('searches every word in title, partner and place, case and accents ignored', async () => {
    const found = await benefits('query=KLAGENFURT%20worthersee&size=500');
    expect(found.size).toBeGreaterThan(0);
    expect(found.clubreductions.every((b) => b.city === 'Klagenfurt am Wörthersee')).toBe(true);
    expect((await benefits('query=gibtesnicht')).size).toBe(0);
  });

  it('filters OR within one filter and AND across filters, with faceted option sizes', async () => {
    const all = (await benefits('size=500')).clubreductions;
    const tirol = await benefits('federalState=Tirol&size=500');
    expect(tirol.size).toBe(all.filter((b) => b.federalState === 'Tirol').length);
    // The filter's own options keep counting as if nothing was chosen in it.
    expect(option(tirol, 'federalState', 'Wien')).toBe(
      all.filter((b) => b.federalState === 'Wien').length,
    );
    // Other filters count within the chosen state only.
    expect(option(tirol, 'district', 'Kufstein')).toBe(
      all.filter((b) => b.federalState === 'Tirol' && b.district === 'Kufstein').length,
    );
    expect(option(tirol, 'district', 'Graz (Stadt)')).toBe(0);

    const either = await benefits('federalState=Tirol,Wien&relationshipType=clubMember&size=500');
    expect(either.size).toBe(
      all.filter(
        (b) =>
          ['Tirol', 'Wien'].includes(b.federalState) && b.relationshipType.includes('clubMember'),
      ).length,
    );
    const repeated = await benefits(
      'federalState=Tirol&federalState=Wien&relationshipType=clubMember&size=500',
    );
    expect(ids(repeated)).toEqual(ids(either));
  });

  it('answers the four club benefit filters as SPEC Filter objects', async () => {
    const { filter } = await benefits('size=1');
    expect(filter.map((f) => [f.id, f.type])).toEqual([
      ['category', 'selectionList'],
      ['relationshipType', 'dropdown'],
      ['federalState', 'dropdown'],
      ['district', 'dropdown'],
    ]);
    expect(filter[1]!.options.map((o) => o.label)).toEqual(['Bankkunden', 'Clubmitglieder']);
    expect(filter[0]!.options.find((o) => o.name === 'freizeit-sport')?.label).toBe(
      'Freizeit & Sport',
    );
  });

  it('answers 400 naming the parameter for bad offsets and sizes, and failure injection works', async () => {
    for (const query of ['offset=0', 'size=501', 'size=x']) {
      const response = await get(app, `${CLUB_BENEFITS_PATH}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(query.split('=')[0]);
    }
    const failed = await get(app, `${CLUB_BENEFITS_PATH}?ctbFail=500`);
    expect(failed.statusCode).toBe(500);
  });

  it('is deterministic for a day', async () => {
    const first = await benefits('size=500');
    const second = await benefits('size=500');
    expect(second).toEqual(first);
  });
});
