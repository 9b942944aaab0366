import { act, screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import * as v from '@ctb/shared/validation';
import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { createDomainApp } from './create-domain-app';
import { defineWidget } from './define-widget';
import { createTestWidgetHost } from './testing/test-widget-host';
import type { WidgetModule } from './types';
import { widgetImplementation } from './widget-implementation';

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

const greetingModule: WidgetModule = {
  default: widgetImplementation({
    component: Greeting,
    configSchema: v.object({ name: v.string() }),
    messages: { de: { 'demo.greeting': 'Hallo {name}' }, en: { 'demo.greeting': 'Hello {name}' } },
  }),
};
const explodingModule: WidgetModule = {
  default: widgetImplementation({
    component: Exploding,
    configSchema: v.object({}),
    messages: {},
  }),
};

/** A load the test settles by hand, as a slow network would. */
function deferredLoad(module: WidgetModule) {
  let release: () => void = () => undefined;
  const arrived = new Promise<WidgetModule>((resolve) => {
    release = () => resolve(module);
  });
  return { load: jest.fn(() => arrived), release: () => act(async () => release()) };
}

const slowGreeting = deferredLoad(greetingModule);
const greetingLoad = jest.fn(() => Promise.resolve(greetingModule));
const chunkFailure = Object.assign(new Error('Loading chunk 42 failed.'), {
  name: 'ChunkLoadError',
});
const flakyLoad = jest.fn(() => Promise.resolve(greetingModule));

const app = createDomainApp({
  domain: 'demo',
  widgets: {
    greeting: defineWidget({ load: greetingLoad }),
    'slow-greeting': defineWidget({ load: slowGreeting.load, placeholderClassName: 'reserved' }),
    flaky: defineWidget({ load: flakyLoad }),
    exploding: defineWidget({ load: () => Promise.resolve(explodingModule) }),
    hollow: defineWidget({ load: () => Promise.resolve({} as WidgetModule) }),
  },
});
const testHost = createTestWidgetHost('demo');

describe('a domain app built with createDomainApp', () => {
  let errors: jest.SpyInstance;

  beforeAll(async () => {
    installPageConfigForTests({ language: 'de' });
    await testHost.mount(app);
  });
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('renders each element in its own root with its config and the page language, then marks it mounted', async () => {
    const first = testHost.place('greeting', { name: 'Anna' });
    const second = testHost.place('greeting', { name: 'Ben' });
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Ben')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveAttribute('data-widget-state', 'mounted'));
    await waitFor(() => expect(second).toHaveAttribute('data-widget-state', 'mounted'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the element loading, with its reserved placeholder, until the widget’s own code has rendered', async () => {
    const element = await act(async () => testHost.place('slow-greeting', { name: 'Eva' }));
    const sibling = await act(async () => testHost.place('slow-greeting', { name: 'Emil' }));
    expect(element).toHaveAttribute('data-widget-state', 'loading');
    await waitFor(() =>
      expect(element.querySelector('[aria-busy="true"]')).toHaveClass('reserved'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(element).toHaveAttribute('data-widget-state', 'loading');
    // One download for every element of the widget.
    expect(slowGreeting.load).toHaveBeenCalledTimes(1);

    await slowGreeting.release();
    expect(await screen.findByText('Hallo Eva')).toBeInTheDocument();
    expect(screen.getByText('Hallo Emil')).toBeInTheDocument();
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    await waitFor(() => expect(sibling).toHaveAttribute('data-widget-state', 'mounted'));
    expect(element.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('checks an element at once but gives it its root in a later task', async () => {
    const mountParcel = jest.fn(mountRootParcel);
    const pacedApp = createDomainApp({
      domain: 'paced',
      widgets: { greeting: defineWidget({ load: slowGreeting.load }) },
    });
    const pacedHost = createTestWidgetHost('paced', { mountParcel });
    await pacedHost.mount(pacedApp);
    const elements = ['Jana', 'Jakob', 'Jonas'].map((name) =>
      pacedHost.place('greeting', { name }),
    );
    const unknown = pacedHost.place('unknown', {});
    // The task that found them checks them (a wrong name is reported at once) and marks the
    // others loading; their roots come in a later task.
    expect(unknown).toHaveAttribute('data-widget-state', 'error');
    for (const element of elements) expect(element).toHaveAttribute('data-widget-state', 'loading');
    expect(mountParcel).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mountParcel.mock.calls.map(([, props]) => props.domElement)).toEqual(elements);
    await pacedHost.unmount(pacedApp);
  });

  it('unmounts the root of an element that left the page', async () => {
    const element = testHost.place('greeting', { name: 'Clara' });
    await screen.findByText('Hallo Clara');
    unmounted.mockClear();
    await act(async () => testHost.remove(element));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(unmounted).toHaveBeenCalledTimes(1);
  });

  it('leaves an element with invalid JSON in error, names the widget in one console error and loads no code', () => {
    flakyLoad.mockClear();
    const element = testHost.place('flaky', '{"name":');
    expect(element).toHaveAttribute('data-widget-state', 'error');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /^\[ctb\] demo\/flaky: data-config is not valid JSON/,
    );
    expect(flakyLoad).not.toHaveBeenCalled();
  });

  it('names the missing setting of a config that fails the schema its code brought', async () => {
    const element = testHost.place('greeting', {});
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] demo/greeting: invalid data-config: setting "name" is missing',
    );
    expect(element).toBeEmptyDOMElement();
  });

  it('names the setting and the expected type of a config value of the wrong type', async () => {
    const element = testHost.place('greeting', { name: 7 });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] demo/greeting: invalid data-config: setting "name": expected string, received 7',
    );
  });

  it('reports a widget name the domain does not have', () => {
    const element = testHost.place('unknown', {});
    expect(element).toHaveAttribute('data-widget-state', 'error');
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] demo/unknown: unknown widget "unknown" in domain "demo"',
    );
  });

  it('puts a widget whose chunk fails to load into error with one log line; its neighbours keep working and a later element tries again', async () => {
    flakyLoad.mockRejectedValueOnce(chunkFailure);
    const broken = testHost.place('flaky', { name: 'Fritz' });
    const healthy = testHost.place('greeting', { name: 'Gina' });
    expect(await screen.findByText('Hallo Gina')).toBeInTheDocument();
    await waitFor(() => expect(broken).toHaveAttribute('data-widget-state', 'error'));
    await waitFor(() => expect(healthy).toHaveAttribute('data-widget-state', 'mounted'));
    expect(broken).toBeEmptyDOMElement();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]).toEqual([
      '[ctb] demo/flaky: its code did not load (ChunkLoadError: Loading chunk 42 failed.)',
    ]);

    const later = testHost.place('flaky', { name: 'Hanna' });
    expect(await screen.findByText('Hallo Hanna')).toBeInTheDocument();
    await waitFor(() => expect(later).toHaveAttribute('data-widget-state', 'mounted'));
    expect(flakyLoad).toHaveBeenCalledTimes(2);
  });

  it('reports a chunk without a widget implementation as its default export', async () => {
    const element = testHost.place('hollow', { name: 'Ida' });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[ctb] demo/hollow: its code did not load (the loaded module has no widgetImplementation as its default export)',
    );
  });

  it('isolates a widget that throws while rendering: it goes to error and its neighbours keep working', async () => {
    const broken = testHost.place('exploding', {});
    const healthy = testHost.place('greeting', { name: 'Dora' });
    expect(await screen.findByText('Hallo Dora')).toBeInTheDocument();
    await waitFor(() => expect(broken).toHaveAttribute('data-widget-state', 'error'));
    await waitFor(() => expect(healthy).toHaveAttribute('data-widget-state', 'mounted'));
    expect(
      errors.mock.calls.some(([line]) =>
        String(line).includes('[ctb] demo/exploding: failed while rendering: boom'),
      ),
    ).toBe(true);
  });

  it('reports nothing for an element that left the page while its code was loading', async () => {
    const slow = deferredLoad(greetingModule);
    const lateApp = createDomainApp({
      domain: 'late',
      widgets: { greeting: defineWidget({ load: slow.load }) },
    });
    const lateHost = createTestWidgetHost('late');
    await lateHost.mount(lateApp);
    const element = await act(async () => lateHost.place('greeting', {}));
    await act(async () => lateHost.remove(element));
    await slow.release();
    expect(errors).not.toHaveBeenCalled();
    expect(element).toHaveAttribute('data-widget-state', 'loading');
    await lateHost.unmount(lateApp);
  });
});
