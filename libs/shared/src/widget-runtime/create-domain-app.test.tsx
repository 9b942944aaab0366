import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { mountRootParcel, type AppProps } from 'single-spa';
import * as v from 'valibot';
import { createDomainApp } from './create-domain-app';
import { defineWidget } from './define-widget';
import type { WidgetElementListener, WidgetHost } from './types';

const unmounted = jest.fn();

function Greeting({ config }: { config: { name: string } }) {
  useEffect(() => unmounted, []);
  return (
    <p>
      <FormattedMessage id="demo.greeting" values={{ name: config.name }} />
    </p>
  );
}

function Exploding(): never {
  throw new Error('boom');
}

const app = createDomainApp({
  domain: 'demo',
  widgets: {
    greeting: defineWidget({ component: Greeting, configSchema: v.object({ name: v.string() }) }),
    exploding: defineWidget({ component: Exploding, configSchema: v.object({}) }),
  },
  messages: { de: { 'demo.greeting': 'Hallo {name}' }, en: { 'demo.greeting': 'Hello {name}' } },
});

/** A minimal host, as the shell would provide: it hands over elements placed in the body. */
function createTestHost() {
  const listeners = new Set<WidgetElementListener>();
  const host: WidgetHost = {
    watch(_domain, listener) {
      listeners.add(listener);
      document
        .querySelectorAll<HTMLElement>('[data-widget^="demo/"]')
        .forEach((element) => listener.added(element));
      return () => listeners.delete(listener);
    },
  };
  return {
    host,
    add(widget: string, config: string) {
      const element = document.createElement('div');
      element.setAttribute('data-widget', widget);
      element.setAttribute('data-config', config);
      document.body.append(element);
      listeners.forEach((listener) => listener.added(element));
      return element;
    },
    remove(element: HTMLElement) {
      element.remove();
      listeners.forEach((listener) => listener.removed(element));
    },
  };
}

function installPageConfig(language: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-config';
  script.textContent = JSON.stringify({
    paasBaseUrl: 'http://127.0.0.1:8090',
    language,
    currentPagePath: btoa('/de/index'),
    currentLanguagePagePath: btoa('/de'),
    loginCenterPath: '/login',
    editMode: false,
  });
  document.head.append(script);
}

describe('a domain app built with createDomainApp', () => {
  let errors: jest.SpyInstance;
  const testHost = createTestHost();

  beforeAll(async () => {
    installPageConfig('de');
    const props = { name: 'demo', mountParcel: mountRootParcel, widgetHost: testHost.host };
    await act(() => app.mount(props as unknown as AppProps & { widgetHost: WidgetHost }));
  });
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('renders each element in its own root with its config and the page language, then marks it mounted', async () => {
    const first = testHost.add('demo/greeting', '{"name":"Anna"}');
    const second = testHost.add('demo/greeting', '{"name":"Ben"}');
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Ben')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-widget-state', 'mounted');
    expect(second).toHaveAttribute('data-widget-state', 'mounted');
  });

  it('unmounts the root of an element that left the page', async () => {
    const element = testHost.add('demo/greeting', '{"name":"Clara"}');
    await screen.findByText('Hallo Clara');
    unmounted.mockClear();
    await act(async () => testHost.remove(element));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('leaves an element with invalid JSON in error and names the widget in one console error', () => {
    const element = testHost.add('demo/greeting', '{"name":');
    expect(element).toHaveAttribute('data-widget-state', 'error');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /^\[ctb\] demo\/greeting: data-config is not valid JSON/,
    );
  });

  it('names the missing setting of a config that fails its schema', () => {
    const element = testHost.add('demo/greeting', '{}');
    expect(element).toHaveAttribute('data-widget-state', 'error');
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] demo/greeting: invalid data-config: setting "name" is missing',
    );
  });

  it('reports a widget name the domain does not have', () => {
    const element = testHost.add('demo/unknown', '{}');
    expect(element).toHaveAttribute('data-widget-state', 'error');
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] demo/unknown: unknown widget "unknown" in domain "demo"',
    );
  });

  it('isolates a widget that throws while rendering: it goes to error and its neighbours keep working', async () => {
    const broken = testHost.add('demo/exploding', '{}');
    const healthy = testHost.add('demo/greeting', '{"name":"Dora"}');
    expect(await screen.findByText('Hallo Dora')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(broken).toHaveAttribute('data-widget-state', 'error');
    expect(healthy).toHaveAttribute('data-widget-state', 'mounted');
    expect(
      errors.mock.calls.some(([line]) =>
        String(line).includes('[ctb] demo/exploding: failed while rendering: boom'),
      ),
    ).toBe(true);
  });
});
