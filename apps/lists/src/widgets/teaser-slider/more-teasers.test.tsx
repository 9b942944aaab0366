import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startPlatform } from '@ctb/test-support';
import { renderWidget, type RenderOptions } from './testing/render-widget';
import {
  branch,
  branchListHandler,
  BRANCHES_URL,
  CLUB_URL,
  clubBenefit,
  clubHandler,
  employee,
  EMPLOYEES_URL,
  FAQ_URL,
  faqItem,
  genericListHandler,
} from './testing/more-teasers-fixtures';
import { TeaserSlider } from './teaser-slider';
import { teaserConfig, type TeaserSliderInput } from './testing/teaser-slider-fixtures';

const platform = startPlatform();

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  // jsdom has no layout: give swiper's container a width so that it can page through slides.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

afterEach(() => jest.restoreAllMocks());

function renderSlider(input: TeaserSliderInput, options: RenderOptions = {}) {
  return renderWidget(<TeaserSlider config={teaserConfig(input)} />, options);
}

/** The slides of the carousel named `title` (not the lists inside them), once they have arrived. */
async function slides(title: string) {
  const region = await screen.findByRole('region', { name: title });
  const [slideList] = within(region).getAllByRole('list');
  return within(region)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === slideList);
}

describe('the FAQ teaser slider', () => {
  const config: TeaserSliderInput = {
    listType: 'faq',
    url: FAQ_URL,
    size: 6,
    prefilters: { categories: ['konto-karte'], languages: ['de'], path: '/de/service' },
    title: 'Häufige Fragen zu Konto und Karte',
  };

  it('asks the FAQ list from offset 1 with the editor’s category, language and path', async () => {
    const requests: URL[] = [];
    platform.use(genericListHandler(FAQ_URL, [faqItem(0)], requests));
    renderSlider(config);
    await slides('Häufige Fragen zu Konto und Karte');
    expect(requests).toHaveLength(1);
    const query = requests[0]?.searchParams;
    expect(query?.get('offset')).toBe('1');
    expect(query?.get('size')).toBe('6');
    expect(query?.getAll('category')).toEqual(['konto-karte']);
    expect(query?.getAll('language')).toEqual(['de']);
    expect(query?.get('path')).toBe('/de/service');
  });

  it('shows each question as a heading linking to its answer, with the start of the answer', async () => {
    platform.use(genericListHandler(FAQ_URL, [faqItem(0), faqItem(1)]));
    renderSlider(config);
    const [first] = await slides('Häufige Fragen zu Konto und Karte');
    const card = within(first!);
    const question = card.getByRole('heading', { level: 3 });
    expect(question).toHaveTextContent('Wie sperre ich meine Debitkarte? (1)');
    expect(within(question).getByRole('link')).toHaveAttribute(
      'href',
      '/de/service/faq/konto-karte.html#faq-001',
    );
    expect(card.getByText('Konto & Karte')).toBeInTheDocument();
    const excerpt = card.getByText(/^Rufen Sie rund um die Uhr/);
    expect(excerpt.textContent).toMatch(/\.\.\.$/);
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(163);
  });

  it('shows the other questions when one has no link, logging it once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { url: _url, ...noLink } = faqItem(1);
    platform.use(genericListHandler(FAQ_URL, [faqItem(0), noLink, faqItem(2)]));
    renderSlider(config);
    const questions = (await slides('Häufige Fragen zu Konto und Karte')).map(
      (slide) => within(slide).getByRole('heading', { level: 3 }).textContent,
    );
    expect(questions).toEqual([
      'Wie sperre ich meine Debitkarte? (1)',
      'Wie sperre ich meine Debitkarte? (3)',
    ]);
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/teaser-slider: entry faq-002 of the faq list is incomplete or malformed (url); skipped',
    ]);
  });
});

describe('the employee teaser slider', () => {
  const config: TeaserSliderInput = {
    listType: 'employees',
    url: EMPLOYEES_URL,
    size: 8,
    prefilters: { categories: ['wohnbauberater'], path: '/de/ueber-uns/team/tirol' },
    title: 'Ihre Wohnbauberatung in Tirol',
    showFunction: 'true',
  };

  it('asks the employee list with the editor’s function and path', async () => {
    const requests: URL[] = [];
    platform.use(genericListHandler(EMPLOYEES_URL, [employee(0)], requests));
    renderSlider(config);
    await slides('Ihre Wohnbauberatung in Tirol');
    const query = requests[0]?.searchParams;
    expect(query?.get('offset')).toBe('1');
    expect(query?.get('size')).toBe('8');
    expect(query?.getAll('category')).toEqual(['wohnbauberater']);
    expect(query?.get('path')).toBe('/de/ueber-uns/team/tirol');
  });

  it('shows name with degrees, function, branch and the phone and e-mail links', async () => {
    platform.use(genericListHandler(EMPLOYEES_URL, [employee(0)]));
    renderSlider(config);
    const [slide] = await slides('Ihre Wohnbauberatung in Tirol');
    const card = within(slide!);
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent('Mag. Anna Berger, MBA');
    expect(card.getByText('Wohnbauberaterin')).toBeInTheDocument();
    expect(card.getByText(/Filiale Zirl/)).toHaveTextContent(
      'Standort: Filiale ZirlKirchstraße 4, 6170 Zirl',
    );
    expect(card.getByRole('link', { name: 'Telefon: +43 5 0700 123' })).toHaveAttribute(
      'href',
      'tel:+4350700123',
    );
    expect(
      card.getByRole('link', { name: 'E-Mail: anna.berger@regionalbank-demo.at' }),
    ).toHaveAttribute('href', 'mailto:anna.berger@regionalbank-demo.at');
    // The site settings show no mobile numbers unless they say "true".
    expect(card.queryByRole('link', { name: /Mobil/ })).not.toBeInTheDocument();
    // The name is the heading beside it: the portrait is decorative.
    expect(card.getByRole('presentation')).toHaveAttribute('src', '/images/employee-001-xs@1x.svg');
  });

  it('follows the site settings and leaves out what the person does not have', async () => {
    const without = employee(0, { phone: '', email: '' });
    delete (without as Partial<typeof without>).listImage;
    platform.use(genericListHandler(EMPLOYEES_URL, [without]));
    renderSlider({ ...config, showFunction: 'false', showMobile: 'true' });
    const [slide] = await slides('Ihre Wohnbauberatung in Tirol');
    const card = within(slide!);
    expect(card.queryByText('Wohnbauberaterin')).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Mobil: +43 664 1234567' })).toHaveAttribute(
      'href',
      'tel:+436641234567',
    );
    expect(card.queryByRole('link', { name: /Telefon|E-Mail/ })).not.toBeInTheDocument();
    // Without a picture the default portrait stands in, decorative like the photo.
    const portrait = card.getByRole('presentation');
    expect(portrait.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(portrait).toHaveAttribute('alt', '');
  });

  it('shows the other advisers when one has no last name, logging it once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lastname: _lastname, ...noLastName } = employee(1);
    platform.use(genericListHandler(EMPLOYEES_URL, [employee(0), noLastName, employee(2)]));
    renderSlider(config);
    const names = (await slides('Ihre Wohnbauberatung in Tirol')).map(
      (slide) => within(slide).getByRole('heading', { level: 3 }).textContent,
    );
    expect(names).toEqual(['Mag. Anna Berger, MBA', 'Mag. Anna Berger 3, MBA']);
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/teaser-slider: entry employee-002 of the employees list is incomplete or malformed (lastname); skipped',
    ]);
  });

  it('leaves the slider out when none of the answer’s entries is an employee', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    platform.use(genericListHandler(EMPLOYEES_URL, [{ type: 'employee', firstname: 'Anna' }]));
    const { container } = renderSlider(config);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/teaser-slider: entry at position 1 of the employees list is incomplete or malformed (accessibilityID, lastname); skipped',
      `[ctb] lists/teaser-slider: the employees list at ${EMPLOYEES_URL} failed (none of its 1 entries can be shown)`,
    ]);
  });
});

describe('the bank branch teaser slider', () => {
  const config: TeaserSliderInput = {
    listType: 'banks',
    url: BRANCHES_URL,
    size: 4,
    prefilters: { bankFilters: ['type:BANKSTELLE'] },
    mainInstituteReorder: true,
    title: 'Unsere Filialen in Ihrer Nähe',
  };

  it('asks the branch list for the page’s bank first and shows the first `size` branches', async () => {
    const bodies: unknown[] = [];
    platform.use(
      branchListHandler(
        [0, 1, 2, 3, 4, 5].map((index) => branch(index)),
        bodies,
      ),
    );
    renderSlider(config, { pagePath: '/banken/tirol/filialen' });
    expect(await slides('Unsere Filialen in Ihrer Nähe')).toHaveLength(4);
    expect(bodies).toEqual([
      {
        type: 'BANKSTELLENLISTESUCHE',
        query: '',
        filter: ['type:BANKSTELLE'],
        mainInstituteReorder: true,
        path: '/banken/tirol/filialen',
      },
    ]);
  });

  it('shows name, address, whether it is open now and the page by bank code', async () => {
    platform.use(
      branchListHandler([
        branch(0),
        branch(1, {
          name: 'Bankstelle Lienz',
          blz: '36000',
          openingHours: { openNow: false, periods: [] },
          contact: { website: '/banken/osttirol/filialen/lienz.html' },
        }),
      ]),
    );
    renderSlider(config);
    const [western, eastern] = await slides('Unsere Filialen in Ihrer Nähe');
    const first = within(western!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Filiale Zirl 1');
    expect(first.getByText(/Kirchstraße 4/)).toHaveTextContent('Kirchstraße 46170 Zirl');
    expect(first.getByText('Jetzt geöffnet')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Filialseite öffnen: Filiale Zirl 1' })).toHaveAttribute(
      'href',
      '/banken/tirol/filialen/zirl-1.html',
    );
    const second = within(eastern!);
    expect(second.getByText('Jetzt geschlossen')).toBeInTheDocument();
    expect(
      second.getByRole('link', { name: 'Bankseite öffnen: Bankstelle Lienz' }),
    ).toHaveAttribute('href', '/banken/osttirol/filialen/lienz.html');
  });

  it('skips a branch without an address, the next one taking its place, and logs it once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { address: _address, ...noAddress } = branch(1);
    const branches = [branch(0), noAddress, branch(2), branch(3), branch(4), branch(5)];
    platform.use(branchListHandler(branches));
    renderSlider(config);
    const names = (await slides('Unsere Filialen in Ihrer Nähe')).map(
      (slide) => within(slide).getByRole('heading', { level: 3 }).textContent,
    );
    expect(names).toEqual(['Filiale Zirl 1', 'Filiale Zirl 3', 'Filiale Zirl 4', 'Filiale Zirl 5']);
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/teaser-slider: entry 57000-0002 of the banks list is incomplete or malformed (address); skipped',
    ]);
  });
});

describe('the club benefit teaser slider', () => {
  const config: TeaserSliderInput = {
    listType: 'clubBenefits',
    url: CLUB_URL,
    size: 6,
    prefilters: { categories: ['freizeit-sport'], federalState: ['Tirol'], district: [] },
    title: 'Club-Vorteile für Sport und Freizeit',
  };

  it('asks the club benefits from offset 1 with the editor’s prefilters', async () => {
    const requests: URL[] = [];
    platform.use(clubHandler([clubBenefit(0)], requests));
    renderSlider(config);
    await slides('Club-Vorteile für Sport und Freizeit');
    const query = requests[0]?.searchParams;
    expect(query?.get('offset')).toBe('1');
    expect(query?.get('size')).toBe('6');
    expect(query?.getAll('category')).toEqual(['freizeit-sport']);
    expect(query?.getAll('federalState')).toEqual(['Tirol']);
    expect(query?.getAll('relationshipType')).toEqual([]);
  });

  it('shows title, value and validity, and "Mehr Details" selects the benefit by cd-id', async () => {
    const user = userEvent.setup();
    platform.use(
      clubHandler([
        clubBenefit(0),
        clubBenefit(1, { title: undefined, partner: 'Buchhandlung Wagner', validTo: null }),
      ]),
    );
    const popstate = jest.fn();
    window.addEventListener('popstate', popstate);
    renderSlider(config);
    const [first, second] = await slides('Club-Vorteile für Sport und Freizeit');
    const card = within(first!);
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent('Kletterhalle Innsbruck 1');
    expect(card.getByText('-20 %')).toBeInTheDocument();
    expect(card.getByText('6020 Innsbruck')).toBeInTheDocument();
    expect(card.getByText('Gültig bis 31.05.2027')).toBeInTheDocument();
    // The old variant names the partner; no end date means unlimited.
    expect(within(second!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Buchhandlung Wagner',
    );
    expect(within(second!).getByText('unbegrenzt gültig')).toBeInTheDocument();

    await user.click(
      card.getByRole('button', { name: 'Mehr Details zu Kletterhalle Innsbruck 1' }),
    );
    expect(new URL(window.location.href).searchParams.get('cd-id')).toBe('cb-0001');
    expect(popstate).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', popstate);
  });

  it('shows the other benefits when one has a malformed end date, logging it once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    platform.use(
      clubHandler([clubBenefit(0), clubBenefit(1, { validTo: 20270531 }), clubBenefit(2)]),
    );
    renderSlider(config);
    const titles = (await slides('Club-Vorteile für Sport und Freizeit')).map(
      (slide) => within(slide).getByRole('heading', { level: 3 }).textContent,
    );
    expect(titles).toEqual(['Kletterhalle Innsbruck 1', 'Kletterhalle Innsbruck 3']);
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/teaser-slider: entry cb-0002 of the clubBenefits list is incomplete or malformed (validTo); skipped',
    ]);
  });
});
