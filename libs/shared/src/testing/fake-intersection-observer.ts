import { act } from '@testing-library/react';

/**
 * A stand-in IntersectionObserver (jsdom has none): the test says when an observed element comes
 * into (or near) the viewport. Install it in beforeEach, uninstall it in afterEach.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter(
      (instance) => instance !== this,
    );
  }
  intersect() {
    this.callback(
      this.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
  static uninstall() {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }
  /** Every observed element comes into (or near) the viewport. */
  static intersectAll() {
    act(() => FakeIntersectionObserver.instances.forEach((instance) => instance.intersect()));
  }
  /** The observers watching `element` (or an element inside it). */
  static watching(element: Element) {
    return FakeIntersectionObserver.instances.filter((instance) =>
      instance.targets.some((target) => element.contains(target)),
    );
  }
}
