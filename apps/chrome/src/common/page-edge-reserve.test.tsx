import { act, renderHook } from '@testing-library/react';
import { usePageEdgeReserve } from './page-edge-reserve';

/** jsdom has no ResizeObserver: this one reports the sizes a test gives it. */
class FakeResizeObserver {
  static current: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
    FakeResizeObserver.current = FakeResizeObserver.current.filter((o) => o !== this);
  }
  report(height: number) {
    const entry = { borderBoxSize: [{ blockSize: height, inlineSize: 1280 }] };
    act(() => this.callback([entry as unknown as ResizeObserverEntry], this as never));
  }
}

const root = document.documentElement.style;
const resize = (height: number) => FakeResizeObserver.current.forEach((o) => o.report(height));

beforeEach(() => {
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
  root.cssText = '';
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  root.cssText = '';
});

describe('usePageEdgeReserve', () => {
  it('keeps the scroll padding at the top as tall as the header, with a gap for the focus ring, as it resizes', () => {
    const header = document.createElement('header');
    renderHook(() => usePageEdgeReserve(header, 'top'));
    resize(121);
    expect(root.scrollPaddingTop).toBe('129px');
    resize(64.4);
    expect(root.scrollPaddingTop).toBe('73px');
    expect(root.paddingBottom).toBe('');
  });

  it('reserves the bottom and room after the page end for a panel, and gives the page its own values back when it goes', () => {
    root.scrollPaddingBottom = '2rem';
    root.paddingBottom = '1px';
    const panel = document.createElement('div');
    const { unmount } = renderHook(() => usePageEdgeReserve(panel, 'bottom', { roomAtEnd: true }));
    resize(300);
    expect(root.scrollPaddingBottom).toBe('308px');
    expect(root.paddingBottom).toBe('300px');
    unmount();
    expect(root.scrollPaddingBottom).toBe('2rem');
    expect(root.paddingBottom).toBe('1px');
    expect(FakeResizeObserver.current).toEqual([]);
  });

  it('changes nothing without an element or where the browser has no ResizeObserver', () => {
    renderHook(() => usePageEdgeReserve(null, 'top'));
    expect(FakeResizeObserver.current).toEqual([]);
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    renderHook(() => usePageEdgeReserve(document.createElement('div'), 'bottom'));
    expect(root.cssText).toBe('');
  });
});
