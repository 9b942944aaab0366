import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '@ctb/shared/runtime';
import { startPlatform } from '@ctb/test-support';
import { renderWidget } from './testing/render-widget';
import type { ContentPlusConfig } from './config-schema';
import { ContentPlus } from './content-plus';

const FRAGMENT_URL = 'http://localhost/de/fragments/content-plus-girokonto.html';
const FRAGMENT =
  '<h3>Kontoführung im Überblick</h3><p>Alle Buchungen jederzeit im Online-Banking.</p>' +
  '<script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">';

const server = startPlatform();

/** Answers the fragment URL (after `delayMs`) and counts the requests. */
function serveFragment({ status = 200, delayMs = 0 } = {}) {
  const requests: Request[] = [];
  server.use(
    http.get(FRAGMENT_URL, async ({ request }) => {
      requests.push(request);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return status === 200
        ? new HttpResponse(FRAGMENT, { headers: { 'content-type': 'text/html' } })
        : new HttpResponse('nicht gefunden', { status });
    }),
  );
  return requests;
}

function renderContentPlus(config: Partial<ContentPlusConfig> = {}, language: Language = 'de') {
  return renderWidget(
    <ContentPlus config={{ url: FRAGMENT_URL, buttonLabel: 'Alle Details', ...config }} />,
    { language },
  );
}

const toggleButton = () => screen.getByRole('button', { name: 'Alle Details' });

describe('ContentPlus', () => {
  it('loads nothing until the block is first opened', async () => {
    const requests = serveFragment();
    renderContentPlus({ title: 'Ihr Girokonto' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Girokonto' })).toBeInTheDocument();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });

  it('shows the sanitised HTML in a region named by the button on the first open', async () => {
    const requests = serveFragment();
    renderContentPlus();
    await userEvent.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Alle Details' });
    expect(toggleButton()).toHaveAttribute('aria-controls', region.id);
    expect(
      await screen.findByRole('heading', { name: 'Kontoführung im Überblick' }),
    ).toBeInTheDocument();
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
  });

  it('only toggles on later clicks, without loading again', async () => {
    const requests = serveFragment();
    renderContentPlus();
    await userEvent.click(toggleButton());
    await screen.findByText('Alle Buchungen jederzeit im Online-Banking.');
    await userEvent.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(toggleButton());
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Alle Buchungen jederzeit im Online-Banking.')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  it('announces the loading state while the content is on its way', async () => {
    serveFragment({ delayMs: 50 });
    renderContentPlus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.click(toggleButton());
    expect(status).toHaveTextContent('Inhalt wird geladen …');
    expect(screen.getByRole('region', { name: 'Alle Details' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await screen.findByText('Alle Buchungen jederzeit im Online-Banking.');
    expect(status).toHaveTextContent('');
  });

  it('hides the whole block and logs one line naming the widget when loading fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = serveFragment({ status: 500 });
    const { container } = renderContentPlus({ title: 'Ihr Girokonto' });
    await userEvent.click(toggleButton());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /^\[ctb\] lists\/content-plus: .*content-plus-girokonto/,
    );
    expect(requests).toHaveLength(1);
    log.mockRestore();
  });

  it('falls back to a translated button label', () => {
    serveFragment();
    renderContentPlus({ buttonLabel: undefined }, 'sl');
    expect(screen.getByRole('button', { name: 'Prikaži več' })).toBeInTheDocument();
  });
});
