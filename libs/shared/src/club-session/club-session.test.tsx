import { act, render, screen } from '@testing-library/react';
import { CLUB_MEMBER_KEY, clubSession, PROMO_CODE_KEY, useClubSession } from '.';
import { resetClubSessionForTests } from './club-session';

const member = (overrides = {}) => ({
  clubMember: true,
  accessToken: 'token-123',
  firstName: 'Lena',
  expiresAt: Date.now() + 3_600_000,
  ...overrides,
});

function Greeting() {
  const current = useClubSession();
  return <p>{current ? `Hallo ${current.firstName}` : 'Abgemeldet'}</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetClubSessionForTests();
});

afterAll(() => resetClubSessionForTests());

describe('clubSession', () => {
  it('keeps the member in sessionStorage only and tells every widget', () => {
    render(<Greeting />);
    expect(screen.getByText('Abgemeldet')).toBeInTheDocument();
    act(() => clubSession.store(member()));
    expect(screen.getByText('Hallo Lena')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CLUB_MEMBER_KEY) ?? '{}')).toMatchObject({
      accessToken: 'token-123',
    });
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('token-123');
  });

  it('clears the member and the promo codes of the session on logout', () => {
    clubSession.store(member());
    sessionStorage.setItem(PROMO_CODE_KEY, '{}');
    clubSession.clear();
    expect(clubSession.get()).toBeNull();
    expect(sessionStorage.getItem(CLUB_MEMBER_KEY)).toBeNull();
    expect(sessionStorage.getItem(PROMO_CODE_KEY)).toBeNull();
  });

  it('reads the member of this tab after a reload and drops an expired or malformed one', () => {
    sessionStorage.setItem(CLUB_MEMBER_KEY, JSON.stringify(member({ firstName: 'Jonas' })));
    expect(clubSession.get()?.firstName).toBe('Jonas');

    resetClubSessionForTests();
    sessionStorage.setItem(CLUB_MEMBER_KEY, JSON.stringify(member({ expiresAt: Date.now() - 1 })));
    expect(clubSession.get()).toBeNull();
    expect(sessionStorage.getItem(CLUB_MEMBER_KEY)).toBeNull();

    resetClubSessionForTests();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(CLUB_MEMBER_KEY, '{"accessToken":"secret-token"}');
    expect(clubSession.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0])).not.toContain('secret-token');
    warn.mockRestore();
  });

  it('follows logins and logouts of other tabs', async () => {
    render(<Greeting />);
    const otherTab = new BroadcastChannel('ctb.clubSession');
    await act(async () => {
      otherTab.postMessage({ type: 'login', member: member({ firstName: 'Martin' }) });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Hallo Martin')).toBeInTheDocument();
    await act(async () => {
      otherTab.postMessage({ type: 'logout' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Abgemeldet')).toBeInTheDocument();
    otherTab.close();
  });

  it('tells other tabs of its own login and logout', async () => {
    const otherTab = new BroadcastChannel('ctb.clubSession');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    clubSession.get();
    clubSession.store(member());
    clubSession.clear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([expect.objectContaining({ type: 'login' }), { type: 'logout' }]);
    otherTab.close();
  });
});
