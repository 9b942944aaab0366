import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from '@ctb/shared/validation';
import { installPageConfigForTests } from '../page-config/testing/install-page-config';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { createDomainApp } from './create-domain-app';
import { defineWidget } from './define-widget';
import { NEAR_VIEWPORT_MARGIN, resetNearViewportForTests } from './near-viewport';
import { createTestWidgetHost } from './testing/test-widget-host';
import type { WidgetModule } from './types';
import { widgetImplementation } from './widget-implementation';

function Offer({ config }: { config: { rate: string } }) {
  return <p>Zinssatz {config.rate}</p>;
}

const offerModule: WidgetModule = {
  default: widgetImplementation({
    component: Offer,
    configSchema: v.object({ rate: v.string() }),
    messages: {},
  }),
};
const load = jest.fn(() => Promise.resolve(offerModule));
const app = createDomainApp({
  domain: 'demo',
  widgets: { offer: defineWidget({ load, placeholderClassName: 'reserved' }) },
});
const testHost = createTestWidgetHost('demo');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('a widget below the fold', () => {
  beforeEach(async () => {
    document.body.innerHTML = '';
    // replaceState fires no hashchange: jsdom delivers that event on a timer, and one arriving
    // after the watch began would load every widget of the next test.
    window.history.replaceState(null, '', '/');
    resetNearViewportForTests();
    FakeIntersectionObserver.install();
    installPageConfigForTests({ language: 'de' });
    load.mockClear();
    await testHost.mount(app);
  });
  afterEach(async () => {
    await testHost.unmount(app);
    FakeIntersectionObserver.uninstall();
    delete window.ctbMountAllWidgets;
  });

  it('keeps its reserved placeholder and loads no code until it comes near the viewport', async () => {
    const element = await act(async () => testHost.place('offer', { rate: '3,5 %' }));
    await settle();
    expect(element).toHaveAttribute('data-widget-state', 'loading');
    expect(element.querySelector('[aria-busy="true"]')).toHaveClass('reserved');
    expect(load).not.toHaveBeenCalled();
    const [observer] = FakeIntersectionObserver.watching(element);
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    FakeIntersectionObserver.intersectAll();
    expect(await screen.findByText('Zinssatz 3,5 %')).toBeInTheDocument();
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  describe('measured as it is placed', () => {
    function layOut(top: number, shown = true) {
      const box = {
        top,
        bottom: top + 200,
        left: 0,
        right: 320,
        x: 0,
        y: top,
        width: 320,
        height: 200,
      };
      const rect = { ...box, toJSON: () => box } as DOMRect;
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect);
      jest
        .spyOn(HTMLElement.prototype, 'getClientRects')
        .mockReturnValue((shown ? [rect] : []) as unknown as DOMRectList);
    }
    afterEach(() => jest.restoreAllMocks());

    it('starts loading in the task that placed it when it is within a viewport height already', async () => {
      layOut(window.innerHeight + 100);
      await act(async () => testHost.place('offer', { rate: '10 %' }));
      expect(await screen.findByText('Zinssatz 10 %')).toBeInTheDocument();
    });

    it('waits for the observer when it is further down or hidden', async () => {
      layOut(window.innerHeight * 2 + 1);
      await act(async () => testHost.place('offer', { rate: '11 %' }));
      layOut(0, false);
      await act(async () => testHost.place('offer', { rate: '12 %' }));
      await settle();
      expect(load).not.toHaveBeenCalled();
      FakeIntersectionObserver.intersectAll();
      expect(await screen.findByText('Zinssatz 12 %')).toBeInTheDocument();
    });
  });

  it('loads every waiting widget, and those still to come, once a keyboard visitor presses Tab', async () => {
    const first = await act(async () => testHost.place('offer', { rate: '1 %' }));
    const second = await act(async () => testHost.place('offer', { rate: '2 %' }));
    await settle();
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await settle();
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByText('Zinssatz 1 %')).toBeInTheDocument();
    expect(screen.getByText('Zinssatz 2 %')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveAttribute('data-widget-state', 'mounted'));
    await waitFor(() => expect(second).toHaveAttribute('data-widget-state', 'mounted'));
    await act(async () => testHost.place('offer', { rate: '4 %' }));
    expect(await screen.findByText('Zinssatz 4 %')).toBeInTheDocument();
  });

  it('loads at once before a print', async () => {
    await act(async () => testHost.place('offer', { rate: '5 %' }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(await screen.findByText('Zinssatz 5 %')).toBeInTheDocument();
  });

  it('loads at once on a deep link, whose target may be inside any widget', async () => {
    window.history.replaceState(null, '', '/#entgelte');
    await act(async () => testHost.place('offer', { rate: '6 %' }));
    expect(await screen.findByText('Zinssatz 6 %')).toBeInTheDocument();
  });

  it('loads at once in the CMS’s edit mode and for QA’s ctbMountAllWidgets', async () => {
    installPageConfigForTests({ language: 'de', editMode: true });
    await act(async () => testHost.place('offer', { rate: '7 %' }));
    expect(await screen.findByText('Zinssatz 7 %')).toBeInTheDocument();

    resetNearViewportForTests();
    installPageConfigForTests({ language: 'de' });
    window.ctbMountAllWidgets = true;
    await act(async () => testHost.place('offer', { rate: '8 %' }));
    expect(await screen.findByText('Zinssatz 8 %')).toBeInTheDocument();
  });

  it('stops watching an element that left the page before it came near', async () => {
    const element = await act(async () => testHost.place('offer', { rate: '9 %' }));
    await settle();
    await act(async () => testHost.remove(element));
    await settle();
    FakeIntersectionObserver.intersectAll();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Zinssatz 9 %')).toBeNull();
  });
});
