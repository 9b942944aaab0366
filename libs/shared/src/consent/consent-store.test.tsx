import { act, render, screen } from '@testing-library/react';
import { consentStore } from './consent-store';
import { useConsent } from './use-consent';

function clearCookies() {
  document.cookie = 'ctb_consent=; Path=/; Max-Age=0';
}

function MapsConsent() {
  return <p>{useConsent('maps') ? 'Karte erlaubt' : 'Karte blockiert'}</p>;
}

describe('consentStore', () => {
  beforeEach(clearCookies);

  it('has no consent until the visitor grants it', () => {
    expect(consentStore.has('maps')).toBe(false);
    consentStore.grant('maps');
    expect(consentStore.has('maps')).toBe(true);
    expect(consentStore.has('video')).toBe(false);
  });

  it('keeps the consent in the ctb_consent cookie', () => {
    consentStore.grant('video');
    consentStore.grant('maps');
    expect(document.cookie).toContain('ctb_consent=maps%7Cvideo');
  });

  it('writes the cookie for the whole site for 365 days', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    consentStore.grant('statistics');
    expect(written[0]).toMatch(/^ctb_consent=statistics; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    jest.restoreAllMocks();
  });

  it('forgets a revoked consent and keeps the others', () => {
    consentStore.grant('maps');
    consentStore.grant('video');
    consentStore.revoke('maps');
    expect(consentStore.has('maps')).toBe(false);
    expect(consentStore.has('video')).toBe(true);
  });

  it('tells subscribers about changes, not about repeated grants', () => {
    const listener = jest.fn();
    const stop = consentStore.subscribe(listener);
    consentStore.grant('maps');
    consentStore.grant('maps');
    stop();
    consentStore.revoke('maps');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown categories in the cookie', () => {
    document.cookie = 'ctb_consent=ads%7Cmaps; Path=/';
    expect(consentStore.has('maps')).toBe(true);
  });
});

describe('useConsent', () => {
  beforeEach(clearCookies);

  it('re-renders when consent is granted and revoked', () => {
    render(<MapsConsent />);
    expect(screen.getByText('Karte blockiert')).toBeInTheDocument();

    act(() => consentStore.grant('maps'));
    expect(screen.getByText('Karte erlaubt')).toBeInTheDocument();

    act(() => consentStore.revoke('maps'));
    expect(screen.getByText('Karte blockiert')).toBeInTheDocument();
  });
});
