import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as v from '@ctb/shared/validation';
import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { createDomainApp } from './create-domain-app';
import { defineWidget } from './define-widget';
import { createTestWidgetHost } from './testing/test-widget-host';
import { widgetImplementation } from './widget-implementation';

// The app's common texts, shared by several widgets, and one widget's own.
const appCommonMessages = {
  de: { 'demo.common.title': 'Rechner', 'demo.common.unit': 'Euro' },
  en: { 'demo.common.title': 'Calculator', 'demo.common.unit': 'euro' },
};
const ownMessages = {
  de: { 'demo.offer.cta': 'Angebot anfordern', 'demo.common.unit': '€' },
  en: { 'demo.offer.cta': 'Request an offer' },
  fr: {},
};

function Offer() {
  return (
    <ul>
      {['demo.common.title', 'demo.common.unit', 'demo.offer.cta', 'common.close'].map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </ul>
  );
}

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <section aria-label="around">
      {children}
      <FormattedMessage id="demo.common.title" />
    </section>
  );
}

const app = createDomainApp({
  domain: 'demo',
  widgets: {
    offer: defineWidget({
      load: async () => ({
        default: widgetImplementation({
          component: Offer,
          configSchema: v.object({}),
          messages: [appCommonMessages, [ownMessages]],
        }),
      }),
    }),
  },
  wrapper: Wrapper,
});
const host = createTestWidgetHost('demo');

async function renderOffer(language: string): Promise<string[]> {
  document.body.innerHTML = '';
  installPageConfigForTests({ language });
  const element = host.place('offer');
  await screen.findByRole('list');
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('the messages a widget renders with', () => {
  beforeAll(() => host.mount(app));

  it('are the common messages, the app’s common ones the widget lists and its own, later ones winning', async () => {
    expect(await renderOffer('de')).toEqual(['Rechner', '€', 'Angebot anfordern', 'Schließen']);
  });

  it('are in the page language where any catalogue translates them, German where none does', async () => {
    expect(ownMessages.en).not.toHaveProperty('demo.common.unit');
    expect(await renderOffer('en')).toEqual(['Calculator', 'euro', 'Request an offer', 'Close']);
  });

  it('fall back to German for a language the widget has not translated', async () => {
    expect(await renderOffer('fr')).toEqual(['Rechner', '€', 'Angebot anfordern', 'Fermer']);
  });

  it('reach the app’s wrapper around the widget too', async () => {
    await renderOffer('en');
    expect(screen.getByRole('region', { name: 'around' })).toHaveTextContent(/Calculator$/);
  });
});
