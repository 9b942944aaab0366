import * as v from 'valibot';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_EVENT } from '@ctb/shared/runtime';
import { branchStore } from '@ctb/shared/branch-store';
import { branchSchema } from '../services/branch-service';
import { branchJson } from '../services/testing/branch-fixtures';
import { platform, startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { BranchDetail } from './branch-detail';
import type { CtaConfig } from './cta-config';
import { NavigationContext } from './navigation';
import { branchInfoHandler } from './testing/branch-search-fixtures';

startPlatform();

const branch = v.parse(branchSchema, branchJson({ distance: 1250 }));

function renderDetail(cta: CtaConfig, onClose?: () => void) {
  const navigate = jest.fn();
  const onBack = jest.fn();
  renderWidget(
    <NavigationContext.Provider value={navigate}>
      <BranchDetail branch={branch} cta={cta} language="de" onBack={onBack} onClose={onClose} />
    </NavigationContext.Provider>,
  );
  return { navigate, onBack };
}

beforeEach(() => {
  platform.use(branchInfoHandler());
  branchStore.clear();
});

describe('the branch detail card', () => {
  it('shows picture, contact, hours, services, equipment, self-service and the route planner', async () => {
    renderDetail({ action: 'link', params: { linkUrl: '/kontakt.html', linkText: 'Termin' } });
    expect(
      screen.getByRole('img', { name: 'Steirische Regionalbank Graz-Wetzelsdorf, Außenansicht' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Graz-Wetzelsdorf/, level: 3 })).toHaveFocus();
    expect(await screen.findByText('Jetzt geöffnet')).toBeInTheDocument();
    expect(screen.getByText(/Entfernung: 1,3 km/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telefon +43 316 8036-1911' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'filiale.graz-wetzelsdorf@steiermark.bank.example' }),
    ).toHaveAttribute('href', 'mailto:filiale.graz-wetzelsdorf@steiermark.bank.example');
    expect(
      screen.getByRole('table', { name: 'Öffnungs- und Beratungszeiten' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kontoeröffnung')).toBeInTheDocument();
    expect(screen.getByText('Geldausgabeautomat')).toBeInTheDocument();
    expect(screen.getByText('Kontoauszugsdrucker')).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Öffnungszeiten der Selbstbedienung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Route planen/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.049686,15.392498',
    );
  });

  it('goes back to the list', async () => {
    const user = userEvent.setup();
    const { onBack } = renderDetail({ action: 'selectUsersBranch', params: {} });
    await user.click(screen.getByRole('button', { name: 'Zurück zur Ergebnisliste' }));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('the call-to-action', () => {
  it('link: follows linkUrl in the configured target', () => {
    renderDetail({
      action: 'link',
      params: { linkUrl: '/de/termin.html', linkText: 'Termin vereinbaren', linkTarget: '_blank' },
    });
    const link = screen.getByRole('link', { name: /Termin vereinbaren/ });
    expect(link).toHaveAttribute('href', '/de/termin.html');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('link: WEBSITE_URL means the branch website', () => {
    renderDetail({ action: 'link', params: { linkUrl: 'WEBSITE_URL', linkText: 'Zur Filiale' } });
    expect(screen.getByRole('link', { name: 'Zur Filiale' })).toHaveAttribute(
      'href',
      '/banken/steiermark/filialen/graz-wetzelsdorf.html',
    );
  });

  it('link without a text: names the page by the bank code, branch page only for codes beginning with 5', () => {
    renderDetail({ action: 'link', params: { linkUrl: '/de/termin.html' } });
    // blz 38150: the bank's page.
    expect(screen.queryByRole('link', { name: 'Filialseite öffnen' })).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: 'Bankseite öffnen' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/de/termin.html');
  });

  it('link without a text for a branch whose bank code begins with 5: "Filialseite öffnen"', () => {
    const navigate = jest.fn();
    const ownBranch = v.parse(branchSchema, branchJson({ blz: '51234' }));
    renderWidget(
      <NavigationContext.Provider value={navigate}>
        <BranchDetail
          branch={ownBranch}
          cta={{ action: 'link', params: { linkUrl: '/de/termin.html' } }}
          language="de"
          onBack={jest.fn()}
        />
      </NavigationContext.Provider>,
    );
    expect(
      screen
        .getAllByRole('link', { name: 'Filialseite öffnen' })
        .map((link) => link.getAttribute('href')),
    ).toContain('/de/termin.html');
    expect(screen.queryByRole('link', { name: 'Bankseite öffnen' })).not.toBeInTheDocument();
  });

  it('redirect: gets the branch URL with the suffix as search path, tracks, navigates there and stores nothing', async () => {
    const user = userEvent.setup();
    const tracked = jest.fn();
    const listener = (event: Event) => tracked((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, listener);
    const asked: string[] = [];
    platform.use(
      http.get('*/api/branches/url', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          url: `${window.location.origin}/banken/steiermark/filialen/graz.html`,
        });
      }),
    );
    const { navigate } = renderDetail({
      action: 'redirect',
      params: { linkText: 'Zur Filialseite' },
      suffix: '/kredit',
    });
    await user.click(screen.getByRole('button', { name: 'Zur Filialseite' }));
    expect(navigate).toHaveBeenCalledWith(
      `${window.location.origin}/banken/steiermark/filialen/graz.html`,
    );
    expect(asked).toEqual(['?instituteId=38150-0003&searchPath=%2Fkredit']);
    expect(tracked).toHaveBeenCalledTimes(1);
    expect(tracked).toHaveBeenCalledWith({
      action: 'banksearch.redirect',
      branchId: '38150-0003',
      blz: '38150',
    });
    expect(branchStore.get()).toBeNull();
    window.removeEventListener(TRACK_EVENT, listener);
  });

  it('redirect: a failed branch URL shows the branch search error and stays', async () => {
    const user = userEvent.setup();
    platform.use(
      http.get('*/api/branches/url', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tracked = jest.fn();
    const listener = (event: Event) => tracked((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, listener);
    const { navigate } = renderDetail({ action: 'redirect', params: {} });
    await user.click(screen.getByRole('button', { name: 'Zur Filialseite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(tracked).not.toHaveBeenCalled();
    window.removeEventListener(TRACK_EVENT, listener);
    expect(logged).toHaveBeenCalledWith(
      '[ctb] banksearch/branch-search: the branch URL could not be fetched',
      expect.anything(),
    );
    logged.mockRestore();
  });

  it.each(['javascript:alert(document.cookie)', '//evil.example/filiale', 'https://evil.example/'])(
    'redirect: a branch URL %j that is no page of this site is not followed',
    async (url) => {
      const user = userEvent.setup();
      platform.use(http.get('*/api/branches/url', () => HttpResponse.json({ url })));
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { navigate } = renderDetail({ action: 'redirect', params: {} });
      await user.click(screen.getByRole('button', { name: 'Zur Filialseite' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      );
      expect(navigate).not.toHaveBeenCalled();
      expect(warned.mock.calls[0]?.[0]).toContain(
        '[ctb] banksearch branch URL service: dropped the unsafe link',
      );
      logged.mockRestore();
      warned.mockRestore();
    },
  );

  it('selectUsersBranch: stores the branch and closes the overlay', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderDetail({ action: 'selectUsersBranch', params: { linkText: 'Meine Filiale' } }, onClose);
    await user.click(screen.getByRole('button', { name: 'Meine Filiale' }));
    expect(branchStore.get()).toEqual({
      id: '38150-0003',
      name: 'Steirische Regionalbank Graz-Wetzelsdorf',
      address: { street: 'Kaiser-Franz-Josef-Straße 4', postalCode: '8052', city: 'Graz' },
      blz: '38150',
      path: '/banken/steiermark',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('selectUsersBranch on the page (no overlay): stores and says so', async () => {
    const user = userEvent.setup();
    renderDetail({ action: 'selectUsersBranch', params: {} });
    await user.click(screen.getByRole('button', { name: 'Als meine Filiale speichern' }));
    expect(branchStore.get()?.id).toBe('38150-0003');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Steirische Regionalbank Graz-Wetzelsdorf ist jetzt als Ihre Filiale gespeichert.',
    );
  });
});
