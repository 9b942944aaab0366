import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { AutomatedList } from './automated-list';
import { listConfig } from './testing/list-fixtures';

const JOBS_URL = '/cachableservlets/search/jobs.json';

interface JobSearchRequest {
  type: string;
  offset: number;
  size: number;
  query: string;
  filter: string[];
}

const job = (index: number) => ({
  type: 'job',
  accessibilityID: `job-${index}`,
  title: `Stelle ${index}`,
  url: `/de/karriere/stelle-${index}.html`,
  location: ['Tirol'],
  publishDate: '2026-11-02',
});

/** Answers like the platform: a filter entry with a key it does not know fails the request. */
function jobSearch(requests: JobSearchRequest[]) {
  const known = /^(companyName|city|employmentType|location|position|profession):(.+)$/;
  return http.post(`*${JOBS_URL}`, async ({ request }) => {
    const body = (await request.json()) as JobSearchRequest;
    requests.push(body);
    if (!body.filter.every((entry) => known.test(entry))) {
      return HttpResponse.json({ message: 'unknown filter key' }, { status: 400 });
    }
    const all = Array.from({ length: 5 }, (_, index) => job(index + 1));
    return HttpResponse.json({
      documents: all.slice(body.offset - 1, body.offset - 1 + body.size),
      filter: [],
      size: all.length,
    });
  });
}

const platform = startPlatform();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const titles = () =>
  within(screen.getByRole('list', { name: 'Ergebnisse' }))
    .queryAllByRole('heading')
    // The title without its "opens in a new tab" note.
    .map((heading) => heading.textContent?.replace(/ \(.*\)$/, ''));

function renderJobs() {
  return renderWidget(
    <AutomatedList
      config={listConfig({ listType: 'jobs', endpoint: JOBS_URL, pageSize: 3, history: true })}
    />,
    { pagePath: '/de/karriere' },
  );
}

describe('AutomatedList of jobs', () => {
  it('sends the known job filters of a hand-edited URL, leaves the others out and logs them once', async () => {
    window.history.replaceState(
      null,
      '',
      '/de/karriere.html?list.f.location=Tirol&list.f.salary=hoch&list.f.profession=IT&list.f.profession=Vertrieb',
    );
    const requests: JobSearchRequest[] = [];
    platform.use(jobSearch(requests));
    renderJobs();
    await waitFor(() => expect(titles()).toEqual(['Stelle 1', 'Stelle 2', 'Stelle 3']));
    expect(requests).toEqual([
      {
        type: 'JOBSUCHE',
        offset: 1,
        size: 3,
        query: '',
        filter: ['location:Tirol', 'profession:IT', 'profession:Vertrieb'],
      },
    ]);
    // The next page asks with the same filters and does not log the left-out key again.
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Ergebnisse' }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(requests[1]).toMatchObject({
      offset: 4,
      filter: ['location:Tirol', 'profession:IT', 'profession:Vertrieb'],
    });
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/automated-list: the job search knows no filter "salary" (only companyName, city, employmentType, location, position, profession); left out',
    ]);
  });
});
