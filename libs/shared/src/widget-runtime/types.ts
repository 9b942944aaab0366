import type { ComponentType } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import type { MessageCatalogue } from '../i18n';

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

export interface WidgetDefinition<Schema extends GenericSchema = GenericSchema> {
  component: ComponentType<WidgetProps<InferOutput<Schema>>>;
  configSchema: Schema;
}

export interface DomainAppOptions {
  /** The part before the slash in `data-widget`, e.g. "calculators". */
  domain: string;
  /** Widget name (after the slash) to its definition. */
  widgets: Record<string, WidgetDefinition>;
  messages: MessageCatalogue;
}
