export { createDomainApp, type DomainApp, type DomainAppProps } from './create-domain-app';
export { defineWidget } from './define-widget';
export { widgetImplementation, type WidgetParts } from './widget-implementation';
export { useWidgetContext, type WidgetContextValue } from './widget-context';
export { logWidgetError } from './widget-state';
export type {
  DomainAppOptions,
  WidgetDefinition,
  WidgetElementListener,
  WidgetHost,
  WidgetImplementation,
  WidgetModule,
  WidgetProps,
  WidgetState,
  WidgetWrapper,
} from './types';
