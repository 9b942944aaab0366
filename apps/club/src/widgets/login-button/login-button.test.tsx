import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { clubSession } from '@ctb/shared/branch-store';
import { resetClubSessionForTests } from '@ctb/shared/testing';
import { createWidgetRenderer } from '@ctb/test-support';
import { resetLoginReturnForTests } from '../../common/login/complete-login';
import { loginButtonConfigSchema } from './config-schema';
import { LoginButton } from './login-button';
import loginButtonWidget from './login-button-widget';

const { renderWidget } = createWidgetRenderer(loginButtonWidget.messages);
const config = v.parse(loginButtonConfigSchema, {
  issuer: 'http://127.0.0.1:8095',
  authorizationEndpoint: 'http://127.0.0.1:8095/auth',
  clientId: 'ctb-club-site',
});
const member = {
  clubMember: true,
  accessToken: 'token',
  firstName: 'Jonas',
  expiresAt: Date.now() + 3_600_000,
};

beforeEach(() => {
  sessionStorage.clear();
  resetClubSessionForTests();
  resetLoginReturnForTests();
  window.history.replaceState(null, '', '/de/index.html');
});

describe('club/login-button', () => {
  it('offers "Anmelden" while nobody is logged in', () => {
    renderWidget(<LoginButton config={config} />);
    expect(screen.getByRole('button', { name: 'Anmelden zum Jugendclub' })).toHaveTextContent(
      'Anmelden',
    );
  });

  it('shows the first name of the member and logs out, clearing the session and saying so', async () => {
    clubSession.store(member);
    sessionStorage.setItem('ctb.promocode', '{}');
    renderWidget(<LoginButton config={config} />);
    expect(screen.getByText('Jonas')).toBeInTheDocument();
    expect(screen.getByText('Angemeldet als')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(screen.getByRole('button', { name: 'Anmelden zum Jugendclub' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sie wurden abgemeldet.');
    expect(sessionStorage.getItem('ctb.clubMember')).toBeNull();
    expect(sessionStorage.getItem('ctb.promocode')).toBeNull();
  });

  it('follows a login and logout of another widget or tab', async () => {
    renderWidget(<LoginButton config={config} />);
    const otherTab = new BroadcastChannel('ctb.clubSession');
    await act(async () => {
      otherTab.postMessage({ type: 'login', member: { ...member, firstName: 'Martin' } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Martin')).toBeInTheDocument();
    act(() => clubSession.clear());
    expect(screen.getByRole('button', { name: 'Anmelden zum Jugendclub' })).toBeInTheDocument();
    otherTab.close();
  });

  it('tells how a login return failed on pages without the discount page', async () => {
    window.history.replaceState(null, '', '/de/index.html?code=x&state=y');
    renderWidget(<LoginButton config={config} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'bereits verwendet oder ist abgelaufen',
    );
    expect(window.location.search).toBe('');
  });
});
