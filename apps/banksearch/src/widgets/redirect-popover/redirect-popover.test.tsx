import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  grazWetzelsdorf,
  storeBranch,
  storeInAnotherTab,
  zirl,
} from '../../common/stored-branch/testing/stored-branches';
import { PAAS, startPlatform } from '@ctb/test-support';
import { renderWidget } from './testing/render-widget';
import type { RedirectPopoverConfig } from './config-schema';
import { RedirectPopover } from './redirect-popover';
import { redirectTarget } from './redirect-target';

const server = startPlatform();

const CONFIG: RedirectPopoverConfig = {
  title: 'Zu Ihrer Bank wechseln?',
  text: 'Ihre gespeicherte Bank ist {branch}.',
  siteRootPath: '/banken/wien',
};

const renderPopover = (config: RedirectPopoverConfig = CONFIG, pagePath = '/banken/wien/konto') =>
  renderWidget(<RedirectPopover config={config} />, { pagePath });

const dialog = () => screen.findByRole('dialog', { name: 'Zu Ihrer Bank wechseln?' });

describe('RedirectPopover', () => {
  beforeEach(() => {
    storeBranch(null);
    sessionStorage.clear();
  });

  it('offers the same page under the own bank when the stored bank is another one', async () => {
    storeBranch(zirl);
    renderPopover();
    const popover = await dialog();
    expect(popover.id).toMatch(/^ctb-popover-redirect-/);
    expect(popover).toHaveTextContent('Ihre gespeicherte Bank ist Tiroler Regionalbank Zirl.');
    expect(within(popover).getByRole('link', { name: 'Zu meiner Bank' })).toHaveAttribute(
      'href',
      '/banken/tirol/konto.html',
    );
  });

  it('leads to the own bank’s start page from another bank’s branch page or start page', () => {
    expect(redirectTarget('/banken/tirol', '/banken/wien', '/banken/wien/filialen/x')).toBe(
      '/banken/tirol/',
    );
    expect(redirectTarget('/banken/tirol', '/banken/wien', '/banken/wien')).toBe('/banken/tirol/');
    expect(redirectTarget('/banken/tirol/', '/banken/wien/', '/banken/wien/kredit/wohnen')).toBe(
      '/banken/tirol/kredit/wohnen.html',
    );
  });

  it('stays closed on the own bank’s site and while no branch is stored', async () => {
    renderPopover();
    storeBranch({ ...zirl, path: '/banken/wien' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers "stay" for the session', async () => {
    storeBranch(zirl);
    const { unmount } = renderPopover();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Hier bleiben' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderPopover();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('ctb.redirectPopover.stay')).toBe('/banken/tirol');
  });

  it('asks again for another bank after "stay", and closes when the branch is deleted', async () => {
    storeBranch(zirl);
    renderPopover();
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Hier bleiben' }));
    storeInAnotherTab(grazWetzelsdorf);
    expect(await dialog()).toHaveTextContent('Graz-Wetzelsdorf');
    storeInAnotherTab(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('looks up the page’s bank site on the paas when the config does not name it', async () => {
    const paths: (string | null)[] = [];
    server.use(
      http.get(`${PAAS}/api/sites/root-path`, ({ request }) => {
        const url = new URL(request.url);
        paths.push(url.searchParams.get('path'));
        if (url.searchParams.has('instituteId'))
          return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
        return url.searchParams.get('path')?.startsWith('/banken/wien/')
          ? HttpResponse.json({ path: '/banken/wien' })
          : HttpResponse.json({ message: 'No site root path.' }, { status: 404 });
      }),
    );
    storeBranch(zirl);
    renderPopover({ ...CONFIG, siteRootPath: undefined });
    expect(await dialog()).toBeInTheDocument();
    expect(paths).toEqual(['/banken/wien/konto']);
  });

  it('stays closed on a page of no bank’s site', async () => {
    const lookups: string[] = [];
    server.use(
      http.get(`${PAAS}/api/sites/root-path`, ({ request }) => {
        lookups.push(request.url);
        return HttpResponse.json({ message: 'No site root path.' }, { status: 404 });
      }),
    );
    storeBranch(zirl);
    renderPopover(
      { ...CONFIG, siteRootPath: undefined },
      '/content/regionalbank-demo/de/banksearch',
    );
    await waitFor(() => expect(lookups).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no link when the root-path service answers another host (//evil.example)', async () => {
    const lookups: string[] = [];
    server.use(
      http.get(`${PAAS}/api/sites/root-path`, ({ request }) => {
        lookups.push(request.url);
        return HttpResponse.json({ path: '//evil.example/banken/tirol' });
      }),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeBranch({ ...zirl, path: undefined });
    renderPopover();
    await waitFor(() => expect(lookups).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('a[href*="evil.example"]')).toBeNull();
    expect(warned.mock.calls[0]?.[0]).toContain('[ctb] banksearch root-path service: dropped');
    logged.mockRestore();
    warned.mockRestore();
  });

  it('logs "Missing popover configuration" without title or text', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeBranch(zirl);
    renderPopover({ siteRootPath: '/banken/wien' });
    expect(log).toHaveBeenCalledWith('Missing popover configuration', expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
    log.mockRestore();
  });
});
