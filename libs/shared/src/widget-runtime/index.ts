export { createDomainApp, type DomainApp, type DomainAppProps } from './create-domain-app';
export { defineWidget } from './define-widget';
export { useWidgetContext, type WidgetContextValue } from './widget-context';
export { logWidgetError } from './widget-state';
export type {
  DomainAppOptions,
  WidgetDefinition,
  WidgetElementListener,
  WidgetHost,
  WidgetProps,
  WidgetState,
} from './types';
