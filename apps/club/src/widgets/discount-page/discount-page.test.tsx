import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clubSession } from '@ctb/shared/branch-store';
import { resetClubSessionForTests } from '@ctb/shared/testing';
import { startPlatform } from '@ctb/test-support';
import { resetLoginReturnForTests } from '../../common/login/complete-login';
import { LOGIN_TRANSACTION_KEY } from '../../common/login/login-transaction';
import { DiscountPage } from './discount-page';
import { CODE_URL, config, detail, detailHandler, ISSUER } from './testing/discount-page-fixtures';
import { renderWidget } from './testing/render-widget';

const platform = startPlatform();
const listElement = () =>
  document.querySelector<HTMLElement>('[data-widget="lists/automated-list"]');
const listConfig = () => JSON.parse(listElement()?.getAttribute('data-config') ?? '{}');

beforeEach(() => {
  sessionStorage.clear();
  resetClubSessionForTests();
  resetLoginReturnForTests();
});

describe('the overview', () => {
  it('shows the title and places the club benefits list of the lists app by markup with the URL filters', () => {
    window.history.replaceState(
      null,
      '',
      '/de/club.html?federalStates=Tirol,Wien&relationshipTypes=clubMember',
    );
    renderWidget(<DiscountPage config={config} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Alle Clubvorteile' }),
    ).toBeInTheDocument();
    expect(listConfig()).toMatchObject({
      listType: 'clubBenefits',
      endpoint: '/cachableservlets/club/benefits.json',
      history: true,
      searchPlaceholder: 'Partner suchen',
      federalState: ['Tirol', 'Wien'],
      relationshipType: ['clubMember'],
      headingLevel: 3,
    });
  });

  it('ignores and logs unknown or malformed parameters instead of failing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.replaceState(
      null,
      '',
      '/de/club.html?federalStates=Atlantis,Tirol&relationshipTypes=vip&cd-id=<script>',
    );
    renderWidget(<DiscountPage config={config} />);
    expect(listConfig()).toMatchObject({ federalState: ['Tirol'], relationshipType: [] });
    expect(screen.getByRole('heading', { name: 'Alle Clubvorteile' })).toBeInTheDocument();
    expect(warn.mock.calls.map(String)).toEqual([
      expect.stringContaining('ignored malformed cd-id'),
      expect.stringContaining('ignored unknown federalStates "Atlantis"'),
      expect.stringContaining('ignored unknown relationshipTypes "vip"'),
    ]);
    warn.mockRestore();
  });

  it('switches to the detail on "Mehr Details" (pushState + popstate) and back with the focus on the item', async () => {
    platform.use(detailHandler(detail()));
    window.history.replaceState(null, '', '/de/club.html');
    renderWidget(<DiscountPage config={config} />);
    // What the lists app's item renders inside its element.
    const item = document.createElement('button');
    item.textContent = 'Mehr Details';
    listElement()!.append(item);
    item.focus();
    act(() => {
      window.history.pushState({ 'cd-id': 'cb-0008' }, '', '/de/club.html?cd-id=cb-0008');
      window.dispatchEvent(new PopStateEvent('popstate', { state: { 'cd-id': 'cb-0008' } }));
    });
    const heading = await screen.findByRole('heading', {
      name: 'Sport Huber: 20 % auf Skiausrüstung',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(listElement()!.closest('[hidden]')).not.toBeNull();

    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {
      window.history.replaceState(null, '', '/de/club.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Übersicht' }));
    expect(back).toHaveBeenCalled();
    expect(
      screen.queryByRole('heading', { name: 'Sport Huber: 20 % auf Skiausrüstung' }),
    ).toBeNull();
    expect(listElement()!.closest('[hidden]')).toBeNull();
    expect(item).toHaveFocus();
    back.mockRestore();
  });

  it('opened straight at a detail, goes to the overview without leaving the page', async () => {
    platform.use(detailHandler(detail()));
    window.history.replaceState(null, '', '/de/club.html?cd-id=cb-0008&federalStates=Tirol');
    renderWidget(<DiscountPage config={config} />);
    expect(listElement()).toBeNull();
    await screen.findByRole('heading', { name: 'Sport Huber: 20 % auf Skiausrüstung' });
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Übersicht' }));
    expect(window.location.search).toBe('?federalStates=Tirol');
    expect(listConfig()).toMatchObject({ federalState: ['Tirol'] });
  });
});

describe('the return from the login', () => {
  function pendingLogin(extra: Record<string, unknown> = {}) {
    sessionStorage.setItem(
      LOGIN_TRANSACTION_KEY,
      JSON.stringify({
        state: 'state-1',
        nonce: 'nonce-1',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'http://localhost/de/club.html',
        returnSearch: '?cd-id=cb-0008',
        intent: { voucherId: 'cb-0008', action: 'promoCode' },
        createdAt: Date.now(),
        ...extra,
      }),
    );
  }

  const exchange = (calls: URL[]) =>
    http.get('*/cachableservlets/club/exchange-code.json', ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json({
        clubMember: true,
        firstName: 'Lena',
        accessToken: 'member-token',
        expiresIn: 3600,
      });
    });

  it('exchanges the code once (also under StrictMode), cleans the URL first and generates the asked-for code', async () => {
    pendingLogin();
    const calls: URL[] = [];
    const codeRequests: string[] = [];
    platform.use(
      exchange(calls),
      detailHandler(detail()),
      http.post(CODE_URL, ({ request }) => {
        codeRequests.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ isMember: true, code: 'ABCD-EFGH' });
      }),
    );
    window.history.replaceState(
      null,
      '',
      `/de/club.html?code=the-code&state=state-1&iss=${encodeURIComponent(ISSUER)}`,
    );
    renderWidget(
      <StrictMode>
        <DiscountPage config={config} />
      </StrictMode>,
    );
    // Removed during the first render, before any request went out.
    expect(window.location.search).toBe('?cd-id=cb-0008');
    expect(await screen.findByText('ABCD-EFGH')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      code: 'the-code',
      redirectUri: 'http://localhost/de/club.html',
      codeVerifier: 'v'.repeat(43),
      nonce: 'nonce-1',
    });
    expect(codeRequests).toEqual(['Bearer member-token']);
    expect(clubSession.get()).toMatchObject({ firstName: 'Lena', clubMember: true });
    expect(sessionStorage.getItem(LOGIN_TRANSACTION_KEY)).toBeNull();
    expect(localStorage.getItem('ctb.clubMember')).toBeNull();
    expect(window.location.href).not.toContain('member-token');
  });

  it('refuses a tampered state: a clear message and no exchange', async () => {
    pendingLogin();
    const calls: URL[] = [];
    platform.use(exchange(calls));
    window.history.replaceState(
      null,
      '',
      `/de/club.html?code=the-code&state=forged&iss=${encodeURIComponent(ISSUER)}`,
    );
    renderWidget(<DiscountPage config={config} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'weil die Antwort nicht zu Ihrer Anmeldung passt',
    );
    expect(window.location.search).toBe('');
    expect(calls).toHaveLength(0);
    expect(clubSession.get()).toBeNull();
  });

  it('does not exchange a code again after a reload (no pending login left)', async () => {
    const calls: URL[] = [];
    platform.use(exchange(calls));
    window.history.replaceState(null, '', '/de/club.html?code=used-code&state=state-1');
    renderWidget(<DiscountPage config={config} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bereits verwendet oder ist abgelaufen',
    );
    expect(calls).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('says the login was cancelled when the identity provider answers access_denied', async () => {
    pendingLogin();
    window.history.replaceState(
      null,
      '',
      `/de/club.html?error=access_denied&state=state-1&iss=${encodeURIComponent(ISSUER)}`,
    );
    platform.use(detailHandler(detail()));
    renderWidget(<DiscountPage config={config} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung wurde abgebrochen.');
    expect(window.location.search).toBe('?cd-id=cb-0008');
  });

  it('reports a failed exchange without logging the code', async () => {
    pendingLogin();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    platform.use(
      http.get('*/cachableservlets/club/exchange-code.json', () =>
        HttpResponse.json({ message: 'invalid_grant' }, { status: 400 }),
      ),
      detailHandler(detail()),
    );
    window.history.replaceState(
      null,
      '',
      `/de/club.html?code=secret-code&state=state-1&iss=${encodeURIComponent(ISSUER)}`,
    );
    renderWidget(<DiscountPage config={config} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung ist fehlgeschlagen.');
    expect(String(error.mock.calls)).not.toContain('secret-code');
    expect(String(error.mock.calls)).not.toContain('v'.repeat(43));
    error.mockRestore();
  });
});
