import type { WidgetDefinition } from './types';

/**
 * A widget's public face (its `index.ts`): `load` imports the widget's own chunk, whose default
 * export is its `widgetImplementation`. Nothing of the widget's code is loaded before a page
 * holds one of its elements.
 */
export function defineWidget(definition: WidgetDefinition): WidgetDefinition {
  return Object.freeze({ ...definition });
}
