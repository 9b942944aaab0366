import type { WidgetState } from './types';

export function setWidgetState(element: HTMLElement, state: WidgetState): void {
  element.setAttribute('data-widget-state', state);
}

/** One line for developers, naming the widget (`domain/widget`) and what was wrong. */
export function logWidgetError(widgetId: string, message: string, cause?: unknown): void {
  if (cause === undefined) console.error(`[ctb] ${widgetId}: ${message}`);
  else console.error(`[ctb] ${widgetId}: ${message}`, cause);
}
