import { http, HttpResponse } from 'msw';

export const FAQ_URL = 'http://localhost/cachableservlets/lists/faq.json';
export const EMPLOYEES_URL = 'http://localhost/cachableservlets/lists/employees.json';
export const BRANCHES_URL = 'http://localhost/api/branches/list';
export const CLUB_URL = 'http://localhost/cachableservlets/club/benefits.json';

const imageSet = (id: string, alt: string) => ({
  alt,
  copyright: '© Regionalbank Demo',
  sm: { res1x: `/images/${id}-sm@1x.svg`, res2x: `/images/${id}-sm@2x.svg` },
  xs: { res1x: `/images/${id}-xs@1x.svg`, res2x: `/images/${id}-xs@2x.svg` },
});

export function faqItem(index: number) {
  const id = `faq-${String(index + 1).padStart(3, '0')}`;
  return {
    type: 'faq',
    accessibilityID: id,
    title: `Wie sperre ich meine Debitkarte? (${index + 1})`,
    subTitle: 'Konto & Karte',
    text: 'Rufen Sie rund um die Uhr die Sperrhotline +43 1 204 88 00 an oder sperren Sie die Karte selbst im Online-Banking unter „Karten“. Die Sperre gilt sofort; eine neue Karte kommt innerhalb von fünf Werktagen per Post.',
    url: `/de/service/faq/konto-karte.html#${id}`,
    links: [],
  };
}

/** An adviser as the employee list answers: "" for absent fields, no listImage without a picture. */
export function employee(index: number, extra: Record<string, unknown> = {}) {
  const id = `employee-${String(index + 1).padStart(3, '0')}`;
  return {
    type: 'employee',
    accessibilityID: id,
    title: 'Mag. Anna Berger, MBA',
    academicDegree: 'Mag.',
    firstname: 'Anna',
    lastname: `Berger${index > 0 ? ` ${index + 1}` : ''}`,
    masterDegree: 'MBA',
    businessField: 'Wohnbauberaterin',
    specialisation: 'Förderungen',
    languages: ['Deutsch'],
    phone: '+43 5 0700 123',
    mobile: '+43 664 1234567',
    email: 'anna.berger@regionalbank-demo.at',
    location: { text: 'Filiale Zirl, Kirchstraße 4, 6170 Zirl', subsidiary: 'Filiale Zirl' },
    subsidiary: 'Filiale Zirl',
    subsidiaryAddress: 'Kirchstraße 4, 6170 Zirl',
    links: [],
    listImage: imageSet(id, 'Mag. Anna Berger, MBA'),
    ...extra,
  };
}

export function genericListHandler(url: string, items: unknown[], requests: URL[] = []) {
  return http.get(url, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({
      listItems: items,
      filter: [],
      totalSize: items.length,
      showSize: items.length,
    });
  });
}

/** A branch as `POST /api/branches/list` answers it (no `type`). */
export function branch(index: number, extra: Record<string, unknown> = {}) {
  return {
    id: `57000-${String(index + 1).padStart(4, '0')}`,
    name: `Filiale Zirl ${index + 1}`,
    type: 'BANKSTELLE',
    blz: '57000',
    address: { street: 'Kirchstraße 4', postalCode: '6170', city: 'Zirl' },
    contact: {
      telephone: '+43 5238 52 0',
      email: 'zirl@bank-demo.at',
      website: `/banken/tirol/filialen/zirl-${index + 1}.html`,
      chat: null,
    },
    openingHours: { openNow: true, periods: [] },
    listImage: imageSet(`branch-${index + 1}`, `Filiale Zirl ${index + 1}`),
    ...extra,
  };
}

export function branchListHandler(branches: unknown[], bodies: unknown[] = []) {
  return http.post(BRANCHES_URL, async ({ request }) => {
    const body = (await request.json()) as { filter: string[] };
    bodies.push(body);
    return HttpResponse.json({ documents: branches, filter: body.filter });
  });
}

export function clubBenefit(index: number, extra: Record<string, unknown> = {}) {
  return {
    voucherId: `cb-${String(index + 1).padStart(4, '0')}`,
    title: `Kletterhalle Innsbruck ${index + 1}`,
    partner: 'Kletterzentrum Tirol',
    shopPicture: `/images/club-cb-${index + 1}-xs@1x.svg`,
    voucherValue: '-20 %',
    zipCode: '6020',
    city: 'Innsbruck',
    validTo: '2027-05-31',
    category: 'freizeit-sport',
    relationshipType: ['clubMember'],
    federalState: 'Tirol',
    district: 'Innsbruck (Stadt)',
    ...extra,
  };
}

export function clubHandler(benefits: unknown[], requests: URL[] = []) {
  return http.get(CLUB_URL, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ clubreductions: benefits, filter: [], size: benefits.length });
  });
}
