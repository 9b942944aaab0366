import type { ComponentType } from 'react';
import type { GenericSchema, InferOutput } from '@ctb/shared/validation';
import type { MessageCatalogues } from '../i18n';
import type { WidgetImplementation, WidgetProps } from './types';

export interface WidgetParts<Schema extends GenericSchema> {
  /** Renders the widget; receives `{ config }` as the schema's output. */
  component: ComponentType<WidgetProps<InferOutput<Schema>>>;
  /** valibot schema of the element's `data-config`. */
  configSchema: Schema;
  /** The widget's texts: its `messages.ts`, after the app's common ones it uses. */
  messages: MessageCatalogues;
}

/**
 * The default export of a widget's own chunk (`<widget>-widget.tsx`). Types the component's
 * props from the config schema; the runtime validates `data-config` with it before rendering.
 */
export function widgetImplementation<Schema extends GenericSchema>(
  parts: WidgetParts<Schema>,
): WidgetImplementation {
  // The component's config type is checked above; the runtime only passes validated configs.
  return Object.freeze({ ...parts }) as unknown as WidgetImplementation;
}
