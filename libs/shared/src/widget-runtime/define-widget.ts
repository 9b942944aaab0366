import type { GenericSchema } from 'valibot';
import type { WidgetDefinition } from './types';

/** Ties a widget component to the valibot schema of its `data-config`, typing its props. */
export function defineWidget<Schema extends GenericSchema>(
  definition: WidgetDefinition<Schema>,
): WidgetDefinition {
  return definition as unknown as WidgetDefinition;
}
