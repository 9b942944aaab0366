import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  grazWetzelsdorf,
  storeBranch,
  storeInAnotherTab,
  zirl,
} from '../../common/stored-branch/testing/stored-branches';
import { PAAS, startPlatform, TOKEN } from '@ctb/test-support';
import { renderWidget } from './testing/render-widget';
import type { RegionalContentConfig } from './config-schema';
import { RegionalContent } from './regional-content';

const server = startPlatform();

const fragment = (bank: string) => `<section class="rti-regional" data-bank="${bank}">
  <div class="rti-stage-slide" data-stage-slide><h2>Wohnträume in ${bank}</h2></div>
  <div class="rti-text"><h2>Ihre Bank in ${bank}</h2><p>Wir sind in ${bank} für Sie da.</p></div>
  <div data-widget="banksearch/opening-hours" data-config='{"branchId":"57300-0001"}'></div>
  <script>window.hacked = true</script>
</section>`;

type Answer = 'ok' | 'page' | 'empty' | 'fail';

/** Answers `<root>/regional-content.html` for every bank site; `answer` decides how. */
function serveRegionalContent(answer: () => Answer = () => 'ok') {
  const requested: string[] = [];
  server.use(
    http.get('*/banken/:bank/regional-content.html', ({ params }) => {
      requested.push(`/banken/${String(params.bank)}`);
      const html = { 'content-type': 'text/html' };
      switch (answer()) {
        case 'ok':
          return new HttpResponse(fragment(String(params.bank)), { headers: html });
        case 'page':
          return new HttpResponse('<!DOCTYPE html><html><body>Anmeldung</body></html>', {
            headers: html,
          });
        case 'empty':
          return new HttpResponse('  \n', { headers: html });
        case 'fail':
          return HttpResponse.json({ message: 'kaputt' }, { status: 500 });
      }
    }),
  );
  return requested;
}

const renderContent = (config: RegionalContentConfig = { collapsed: false }, editMode = false) =>
  renderWidget(<RegionalContent config={config} />, { editMode, pagePath: '/de/banksearch' });

const toggle = () => screen.getByRole('button', { name: 'Aus Ihrer Region' });

describe('RegionalContent', () => {
  beforeEach(() => storeBranch(null));
  afterEach(() => document.getElementById('stage')?.remove());

  it('loads nothing and shows nothing while no branch is stored', async () => {
    const requested = serveRegionalContent();
    const { container } = renderContent();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(requested).toEqual([]);
  });

  it('shows the sanitised content of the stored bank in an open collapsible area', async () => {
    storeBranch(zirl);
    const requested = serveRegionalContent();
    const { container } = renderContent();
    expect(await screen.findByRole('heading', { name: 'Ihre Bank in tirol' })).toBeVisible();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(requested).toEqual(['/banken/tirol']);
    expect(container.querySelector('script')).toBeNull();
    // Without a stage on the page the slide stays in the content.
    expect(screen.getByRole('heading', { name: 'Wohnträume in tirol' })).toBeInTheDocument();
  });

  it('keeps widget elements of the content, so the shell mounts them', async () => {
    storeBranch(zirl);
    serveRegionalContent();
    renderContent();
    await screen.findByRole('heading', { name: 'Ihre Bank in tirol' });
    const widget = document.querySelector('[data-widget="banksearch/opening-hours"]');
    expect(widget).toHaveAttribute('data-config', '{"branchId":"57300-0001"}');
  });

  it('collapses and expands the area', async () => {
    storeBranch(zirl);
    serveRegionalContent();
    renderContent({ collapsed: true, title: 'Regionales' });
    const button = await screen.findByRole('button', { name: 'Regionales' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Wir sind in tirol für Sie da.')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Wir sind in tirol für Sie da.')).toBeVisible();
  });

  it('is not loaded in the editor’s edit mode', async () => {
    storeBranch(zirl);
    const requested = serveRegionalContent();
    renderContent(undefined, true);
    expect(
      screen.getByText(
        'Regionale Inhalte der gespeicherten Bank werden im Bearbeitungsmodus nicht geladen.',
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).toEqual([]);
  });

  it('reloads when the branch is stored again, switches with the bank and hides on delete', async () => {
    storeBranch(zirl);
    const requested = serveRegionalContent();
    const { container } = renderContent();
    await screen.findByRole('heading', { name: 'Ihre Bank in tirol' });
    storeBranch(zirl);
    await waitFor(() => expect(requested).toEqual(['/banken/tirol', '/banken/tirol']));
    storeInAnotherTab(grazWetzelsdorf);
    expect(await screen.findByRole('heading', { name: 'Ihre Bank in steiermark' })).toBeVisible();
    storeBranch(null);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['a whole HTML page', 'page'],
    ['an empty answer', 'empty'],
    ['a failed load', 'fail'],
  ] as const)('is hidden for %s and logs why', async (_name, answer) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeBranch(zirl);
    const requested = serveRegionalContent(() => answer);
    const { container } = renderContent();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls[0]?.[0]).toBe(
      '[ctb] banksearch/regional-content: the regional content is hidden',
    );
    expect(container).toBeEmptyDOMElement();
    expect(requested).toEqual(['/banken/tirol']);
    log.mockRestore();
  });

  it('hides content it showed when a reload fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: Answer = 'ok';
    storeBranch(zirl);
    serveRegionalContent(() => answer);
    const { container } = renderContent();
    await screen.findByRole('heading', { name: 'Ihre Bank in tirol' });
    answer = 'fail';
    storeBranch(zirl);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    jest.restoreAllMocks();
  });

  it('moves stage slides into the page’s stage, swaps them on bank change and tells the stage each time', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="stage"><div class="cms-slide">Sommeraktion</div></div>',
    );
    const stage = document.getElementById('stage')!;
    const counted: number[] = [];
    stage.addEventListener('ctb:stage-slides-changed', (event) =>
      counted.push((event as CustomEvent<{ slides: number }>).detail.slides),
    );
    storeBranch(zirl);
    serveRegionalContent();
    const { container } = renderContent({ stageSelector: '#stage', collapsed: false });
    await screen.findByRole('heading', { name: 'Ihre Bank in tirol' });
    const slides = () => Array.from(stage.children).map((slide) => slide.textContent?.trim());
    expect(slides()).toEqual(['Wohnträume in tirol', 'Sommeraktion']);
    expect(container).not.toHaveTextContent('Wohnträume');

    storeBranch(grazWetzelsdorf);
    await screen.findByRole('heading', { name: 'Ihre Bank in steiermark' });
    expect(slides()).toEqual(['Wohnträume in steiermark', 'Sommeraktion']);

    storeBranch(null);
    expect(slides()).toEqual(['Sommeraktion']);
    // The stage heard of every change, with its number of slides after it.
    expect(counted).toEqual([2, 1, 2, 1]);
  });

  it('finds the bank site of a branch stored without path on the paas, with the token', async () => {
    const lookups: { instituteId: string | null; path: string | null; auth: string | null }[] = [];
    server.use(
      http.get(`${PAAS}/api/sites/root-path`, ({ request }) => {
        const url = new URL(request.url);
        lookups.push({
          instituteId: url.searchParams.get('instituteId'),
          path: url.searchParams.get('path'),
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json({ path: '/banken/tirol' });
      }),
    );
    const requested = serveRegionalContent();
    storeBranch({ ...zirl, path: undefined });
    renderContent();
    await screen.findByRole('heading', { name: 'Ihre Bank in tirol' });
    expect(lookups).toEqual([
      { instituteId: zirl.id, path: '/de/banksearch', auth: `Bearer ${TOKEN}` },
    ]);
    expect(requested).toEqual(['/banken/tirol']);
  });
});
