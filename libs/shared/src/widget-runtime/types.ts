import type { ComponentType, ReactNode } from 'react';
import type { GenericSchema } from '@ctb/shared/validation';
import type { MessageCatalogues } from '../i18n';

/** What QA and monitoring read on every widget element. */
export type WidgetState = 'loading' | 'mounted' | 'error';

export interface WidgetElementListener {
  added(element: HTMLElement): void;
  removed(element: HTMLElement): void;
}

/**
 * Implemented by the shell: tells a domain app which of its elements are on the page, now and
 * whenever markup is inserted or removed later.
 */
export interface WidgetHost {
  /** Calls `added` for every current element of the domain at once, then on every change. */
  watch(domain: string, listener: WidgetElementListener): () => void;
}

export interface WidgetProps<Config> {
  config: Config;
}

/**
 * A widget's code as it arrives in its own chunk: the component, the valibot schema of its
 * `data-config` and its texts. Built by `widgetImplementation`, which checks that the component
 * takes what the schema gives.
 */
export interface WidgetImplementation {
  readonly component: ComponentType<WidgetProps<unknown>>;
  readonly configSchema: GenericSchema;
  /** The widget's catalogues in order (later ones win on equal ids); common messages come first. */
  readonly messages: MessageCatalogues;
}

/** The module a widget's `load` imports: its implementation as the default export. */
export interface WidgetModule {
  default: WidgetImplementation;
}

/** A widget's public face in `index.ts`: how to fetch its code, nothing heavy. */
export interface WidgetDefinition {
  readonly load: () => Promise<WidgetModule>;
  /**
   * A class (from a small CSS module beside `index.ts`) for the placeholder shown while the code
   * loads, sized like the widget so the page does not move when it arrives.
   */
  readonly placeholderClassName?: string;
  /**
   * Loads at once wherever its element is, instead of when it comes near the viewport: a part
   * of the page's frame (header, navigation, consent) or a widget acting on the whole page (an
   * overlay host, a popover on arrival), not content a visitor scrolls to.
   */
  readonly eager?: boolean;
}

/** App-level code rendered around every widget of a domain, inside its root. */
export type WidgetWrapper = ComponentType<{ children: ReactNode }>;

export interface DomainAppOptions {
  /** The part before the slash in `data-widget`, e.g. "calculators". */
  domain: string;
  /** Widget name (after the slash) to its definition (the widget's `index.ts`). */
  widgets: Readonly<Record<string, WidgetDefinition>>;
  /**
   * Optional app-level component around each widget (e.g. the host of an overlay any widget of
   * the domain can open); it renders inside the widget's context, messages and error boundary.
   */
  wrapper?: WidgetWrapper;
}
