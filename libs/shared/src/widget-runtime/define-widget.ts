import type { ComponentType } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import type { WidgetDefinition, WidgetProps } from './types';

/**
 * A widget's public face (its `index.ts`): `load` imports the widget's own chunk, whose default
 * export is its `widgetImplementation`. Nothing of the widget's code is loaded before a page
 * holds one of its elements.
 */
export function defineWidget(
  definition: Pick<WidgetDefinition, 'load' | 'placeholderClassName'>,
): WidgetDefinition;
/** @deprecated The shape before issue 10, accepted until every app is migrated. */
export function defineWidget<Schema extends GenericSchema>(definition: {
  component: ComponentType<WidgetProps<InferOutput<Schema>>>;
  configSchema: Schema;
}): WidgetDefinition;
export function defineWidget(definition: Partial<WidgetDefinition>): WidgetDefinition {
  if (definition.load) return Object.freeze({ ...definition }) as WidgetDefinition;
  // Read at load time: the legacy overlay wrapper replaces `component` after defineWidget.
  return {
    ...definition,
    load() {
      const { component, configSchema } = this;
      if (!component || !configSchema) throw new Error('a widget needs load or component');
      return Promise.resolve({ default: { component, configSchema, messages: [] } });
    },
  };
}
