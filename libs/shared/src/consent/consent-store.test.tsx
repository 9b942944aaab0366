import { act, render, screen, waitFor } from '@testing-library/react';
import { CONSENT_CATEGORIES } from './consent-category';
import {
  ANNOUNCED_COOKIE_CHECKS,
  CONSENT_CHANNEL,
  consentStore,
  resetConsentForTests,
} from './consent-store';
import { useConsent } from './use-consent';

function clearConsent() {
  CONSENT_CATEGORIES.forEach((category) => consentStore.revoke(category));
  document.cookie = 'ctb_consent=; Path=/; Max-Age=0';
}

// A fresh copy of the module, as on a new page load.
async function loadFreshStore(): Promise<typeof consentStore> {
  let fresh: typeof consentStore | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = (await import('./consent-store')).consentStore;
  });
  return fresh!;
}

function returnToTab() {
  document.dispatchEvent(new Event('visibilitychange'));
}

function MapsConsent() {
  return <p>{useConsent('maps') ? 'Karte erlaubt' : 'Karte blockiert'}</p>;
}

describe('consentStore', () => {
  beforeEach(clearConsent);
  afterAll(resetConsentForTests);

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

  it('honours consent given on an earlier visit, ignoring unknown categories', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    document.cookie = 'ctb_consent=ads%7Cmaps; Path=/';
    const fresh = await loadFreshStore();
    expect(fresh.has('maps')).toBe(true);
    expect(fresh.has('video')).toBe(false);
    jest.restoreAllMocks();
  });

  it('takes over consent given in another tab when the visitor returns to this one', () => {
    const listener = jest.fn();
    const stop = consentStore.subscribe(listener);
    document.cookie = 'ctb_consent=video; Path=/';
    expect(consentStore.has('video')).toBe(false);

    returnToTab();
    expect(consentStore.has('video')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    returnToTab();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('takes over consent another tab announces, also when its cookie arrives after the message', async () => {
    // Reading the consent starts this page's listening, as the banner's first render does.
    expect(consentStore.has('video')).toBe(false);
    const otherTab = new BroadcastChannel(CONSENT_CHANNEL);
    otherTab.postMessage({ type: 'changed' });
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCED_COOKIE_CHECKS.everyMs * 2));
    document.cookie = 'ctb_consent=video; Path=/';
    await waitFor(() => expect(consentStore.has('video')).toBe(true));
    otherTab.close();
  });

  it('keeps consent given in another tab when granting here', () => {
    document.cookie = 'ctb_consent=video; Path=/';
    consentStore.grant('maps');
    expect(consentStore.has('video')).toBe(true);
    expect(document.cookie).toContain('ctb_consent=maps%7Cvideo');
  });
});

describe('useConsent', () => {
  beforeEach(clearConsent);

  it('re-renders when consent is granted and revoked', () => {
    render(<MapsConsent />);
    expect(screen.getByText('Karte blockiert')).toBeInTheDocument();

    act(() => consentStore.grant('maps'));
    expect(screen.getByText('Karte erlaubt')).toBeInTheDocument();

    act(() => consentStore.revoke('maps'));
    expect(screen.getByText('Karte blockiert')).toBeInTheDocument();
  });
});
