import { act, render, screen, waitFor } from '@testing-library/react';
import { CONSENT_CATEGORIES } from './consent-category';
import { CONSENT_SETTINGS_EVENT, openConsentSettings } from './consent-settings';
import { consentStore, resetConsentForTests } from './consent-store';
import { useConsentDecision } from './use-consent';

function clearCookies() {
  document.cookie = 'ctb_consent=; Path=/; Max-Age=0';
  document.cookie = 'ctb_consent_record=; Path=/; Max-Age=0';
  resetConsentForTests();
}

function Decision() {
  const decision = useConsentDecision();
  return <p>{decision ? `entschieden ${decision.version}` : 'offen'}</p>;
}

describe('consent decisions of the cookie banner', () => {
  beforeEach(clearCookies);
  afterAll(resetConsentForTests);

  it('has no decision before the visitor decides', () => {
    expect(consentStore.decision()).toBeNull();
  });

  it('grants exactly the chosen categories and records version and time', () => {
    consentStore.grant('marketing');
    consentStore.decide(['statistics', 'maps', 'video'], '2026-11');
    CONSENT_CATEGORIES.forEach((category) =>
      expect(consentStore.has(category)).toBe(category !== 'marketing'),
    );
    expect(consentStore.decision()).toEqual({
      version: '2026-11',
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(document.cookie).toContain('ctb_consent=maps%7Cstatistics%7Cvideo');
    expect(document.cookie).toMatch(/ctb_consent_record=2026-11%7C\d{4}-/);
  });

  it('records "only necessary" as a decision without any category', () => {
    consentStore.decide([], '2026-11');
    expect(consentStore.decision()?.version).toBe('2026-11');
    expect(CONSENT_CATEGORIES.some((category) => consentStore.has(category))).toBe(false);
  });

  it('writes the record for the whole site for 365 days', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    consentStore.decide(['maps'], '7');
    expect(written).toEqual([
      'ctb_consent=maps; Path=/; Max-Age=31536000; SameSite=Lax',
      expect.stringMatching(/^ctb_consent_record=7%7C.+; Path=\/; Max-Age=31536000; SameSite=Lax$/),
    ]);
    jest.restoreAllMocks();
  });

  it('refuses a version that could not be recorded', () => {
    expect(() => consentStore.decide([], 'v 1; Path=/x')).toThrow(/Invalid consent version/);
  });

  it('ignores an unreadable record (the banner asks again)', () => {
    document.cookie = 'ctb_consent_record=2026-11%7Cyesterday; Path=/';
    resetConsentForTests();
    expect(consentStore.decision()).toBeNull();
  });

  it('hears a decision taken in another tab at once', async () => {
    render(<Decision />);
    expect(screen.getByText('offen')).toBeInTheDocument();
    // The other tab writes the shared cookies and tells the site's tabs on the channel.
    document.cookie = 'ctb_consent=maps%7Cvideo; Path=/';
    document.cookie = `ctb_consent_record=2026-11%7C${encodeURIComponent('2026-11-25T10:00:00.000Z')}; Path=/`;
    const otherTab = new BroadcastChannel('ctb.consent');
    otherTab.postMessage({ type: 'changed' });
    await waitFor(() => expect(screen.getByText('entschieden 2026-11')).toBeInTheDocument());
    expect(consentStore.has('maps')).toBe(true);
    otherTab.close();
  });

  it('tells the other tabs of a change', async () => {
    const otherTab = new BroadcastChannel('ctb.consent');
    const heard = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    consentStore.decide(['video'], '2026-11');
    await expect(heard).resolves.toEqual({ type: 'changed' });
    otherTab.close();
  });

  it('asks the banner for its settings with a window event naming the opener', () => {
    const listener = jest.fn();
    window.addEventListener(CONSENT_SETTINGS_EVENT, listener);
    const opener = document.createElement('button');
    act(() => openConsentSettings(opener));
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ opener });
    window.removeEventListener(CONSENT_SETTINGS_EVENT, listener);
  });
});
