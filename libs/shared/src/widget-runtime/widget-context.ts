import { createContext, useContext } from 'react';

export interface WidgetContextValue {
  domain: string;
  widget: string;
  /** `domain/widget`, as written in `data-widget`. */
  widgetId: string;
  element: HTMLElement;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The element and name of the widget being rendered; throws outside a widget root. */
export function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidgetContext must be used inside a widget root');
  return value;
}
