import type { WidgetElementListener, WidgetHost } from '@ctb/shared/runtime';
import { showFailureNotice } from './failure-notice';
import { domainOf, markWidget, widgetElementsIn } from './widget-elements';

export interface ShellWidgetHost extends WidgetHost {
  /** Whether the page holds at least one element of the domain (single-spa activity). */
  isPresent(domain: string): boolean;
  /**
   * A domain whose remote failed: its elements, now and later, go to the error state.
   * Returns the distinct `data-widget` names that were on the page.
   */
  markFailed(domain: string): string[];
  isFailed(domain: string): boolean;
  disconnect(): void;
}

interface Options {
  root: Document;
  domains: ReadonlySet<string>;
  /** Called when a domain gains its first element or loses its last one. */
  onPresenceChange(): void;
  /** Called for each element of a known domain the host takes on (e.g. to name its release). */
  onElementAdded?(element: HTMLElement, domain: string): void;
}

/** Finds widget elements now and whenever markup arrives or leaves, grouped by domain. */
export function createWidgetHost({
  root,
  domains,
  onPresenceChange,
  onElementAdded,
}: Options): ShellWidgetHost {
  const elements = new Map<string, Set<HTMLElement>>();
  const listeners = new Map<string, Set<WidgetElementListener>>();
  const failed = new Set<string>();

  function reject(element: HTMLElement, message: string) {
    if (element.getAttribute('data-widget-state') === 'error') return;
    markWidget(element, 'error');
    console.error(
      `[ctb] ${element.getAttribute('data-widget') || '(empty data-widget)'}: ${message}`,
    );
  }

  /** An element of a domain whose remote could not be loaded: error state and notice. */
  function markFailedElement(element: HTMLElement) {
    markWidget(element, 'error');
    showFailureNotice(element);
  }

  function add(element: HTMLElement): boolean {
    const domain = domainOf(element);
    if (!domain) {
      reject(element, 'data-widget must look like "<domain>/<widget>"');
      return false;
    }
    if (!domains.has(domain)) {
      reject(element, `no remote is registered for the domain "${domain}"`);
      return false;
    }
    const set = elements.get(domain) ?? new Set<HTMLElement>();
    elements.set(domain, set);
    if (set.has(element)) return false;
    set.add(element);
    onElementAdded?.(element, domain);
    if (failed.has(domain)) {
      markFailedElement(element);
      return set.size === 1;
    }
    if (element.getAttribute('data-widget-state') !== 'mounted') markWidget(element, 'loading');
    listeners.get(domain)?.forEach((listener) => listener.added(element));
    return set.size === 1;
  }

  function removeDetached(): boolean {
    let presenceChanged = false;
    for (const [domain, set] of elements) {
      for (const element of set) {
        if (element.isConnected) continue;
        set.delete(element);
        listeners.get(domain)?.forEach((listener) => listener.removed(element));
        if (set.size === 0) presenceChanged = true;
      }
    }
    return presenceChanged;
  }

  function scan(nodes: Iterable<Node>): boolean {
    let presenceChanged = false;
    for (const node of nodes) {
      for (const element of widgetElementsIn(node))
        presenceChanged = add(element) || presenceChanged;
    }
    return presenceChanged;
  }

  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => Array.from(record.addedNodes));
    const anyRemoved = records.some((record) => record.removedNodes.length > 0);
    let presenceChanged = scan(added);
    if (anyRemoved) presenceChanged = removeDetached() || presenceChanged;
    if (presenceChanged) onPresenceChange();
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  scan([root.documentElement]);

  return {
    watch(domain, listener) {
      const set = listeners.get(domain) ?? new Set<WidgetElementListener>();
      listeners.set(domain, set);
      set.add(listener);
      elements.get(domain)?.forEach((element) => listener.added(element));
      return () => set.delete(listener);
    },
    isPresent: (domain) => (elements.get(domain)?.size ?? 0) > 0,
    markFailed(domain) {
      failed.add(domain);
      const affected = Array.from(elements.get(domain) ?? []);
      affected.forEach(markFailedElement);
      return [...new Set(affected.map((element) => element.getAttribute('data-widget') ?? ''))];
    },
    isFailed: (domain) => failed.has(domain),
    disconnect: () => observer.disconnect(),
  };
}
