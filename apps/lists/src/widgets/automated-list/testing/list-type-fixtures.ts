import { http, HttpResponse } from 'msw';

export const BANK_LIST_URL = '/api/branches/list';
export const BANK_FILTER_URL = '/api/branches/filter';
export const CLUB_URL = '/cachableservlets/club/benefits.json';

/** A branch as `POST /api/branches/list` answers it: no `type`, the list adds it. */
export function branch(index: number) {
  return {
    id: `36000-${String(index).padStart(4, '0')}`,
    name: `Bankstelle ${index}`,
    type: 'BANKSTELLE',
    blz: '36000',
    address: { street: `Hauptplatz ${index}`, postalCode: '9900', city: 'Lienz' },
    contact: { telephone: '+43 4852 123-0', email: 'lienz@bank-demo.at', website: '/x.html' },
    parkinglots: 0,
    accessible: false,
    central: false,
    openingHours: { openNow: true, periods: [] },
  };
}

export const bankSections = [
  { name: 'Leistungen', entries: [{ name: 'Wohnbaufinanzierung', value: 'service:wohnbau' }] },
  {
    name: 'Barrierefreiheit und Parken',
    entries: [{ name: 'Kundenparkplätze', value: 'parking:true' }],
  },
];

export interface BankListRequest {
  type: string;
  query: string;
  filter: string[];
  mainInstituteReorder: boolean;
  path: string;
}

/** The bank list service: every match at once, `filter` the applied values (as the platform). */
export function bankListHandlers(
  count: number,
  requests: BankListRequest[] = [],
  filterRequests: string[] = [],
) {
  return [
    http.post(`*${BANK_LIST_URL}`, async ({ request }) => {
      const body = (await request.json()) as BankListRequest;
      requests.push(body);
      const all = Array.from({ length: count }, (_, index) => branch(index + 1));
      const documents = all.filter(
        (document) =>
          document.name.toLowerCase().includes(body.query.toLowerCase()) &&
          (!body.filter.includes('parking:true') || Number(document.id.slice(-1)) % 2 === 0),
      );
      return HttpResponse.json({ documents, filter: body.filter });
    }),
    http.get(`*${BANK_FILTER_URL}`, ({ request }) => {
      filterRequests.push(request.url);
      return HttpResponse.json(bankSections);
    }),
  ];
}

export function clubBenefit(index: number, extra: Record<string, unknown> = {}) {
  return {
    voucherId: `cb-${String(index).padStart(4, '0')}`,
    title: `Vorteil ${index}`,
    partner: `Partner ${index}`,
    shopPicture: `/images/club-${index}-xs@1x.svg`,
    voucherValue: '10 %',
    zipCode: '6020',
    city: 'Innsbruck',
    validTo: index % 2 === 0 ? null : '2027-05-31',
    category: 'kultur',
    relationshipType: ['clubMember'],
    federalState: index % 3 === 0 ? 'Wien' : 'Tirol',
    district: index % 3 === 0 ? 'Favoriten' : 'Innsbruck (Stadt)',
    ...extra,
  };
}

export const federalStateFilter = {
  type: 'dropdown',
  id: 'federalState',
  name: 'federalState',
  label: 'Bundesland',
  longLabel: 'Nach Bundesland filtern',
  value: '',
  isArray: false,
  options: [
    { name: 'Tirol', label: 'Tirol', size: 4 },
    { name: 'Wien', label: 'Wien', size: 2 },
  ],
};

/** The club benefit overview: GET, 1-based offset, federalState narrows. URLs are recorded. */
export function clubHandler(count: number, requests: URL[] = []) {
  return http.get(`*${CLUB_URL}`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const states = url.searchParams.getAll('federalState');
    const all = Array.from({ length: count }, (_, index) => clubBenefit(index + 1));
    const matches = all.filter(
      (benefit) => states.length === 0 || states.includes(benefit.federalState),
    );
    const offset = Number(url.searchParams.get('offset'));
    const size = Number(url.searchParams.get('size'));
    return HttpResponse.json({
      clubreductions: matches.slice(offset - 1, offset - 1 + size),
      filter: [federalStateFilter],
      size: matches.length,
    });
  });
}
