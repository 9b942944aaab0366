import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logWidgetError, setWidgetState } from './widget-state';

interface Props {
  widgetId: string;
  element: HTMLElement;
  children: ReactNode;
}

/**
 * One boundary per widget root: a widget that throws while rendering goes to the error state,
 * renders nothing, and leaves every other widget on the page working.
 */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    setWidgetState(this.props.element, 'error');
    logWidgetError(
      this.props.widgetId,
      `failed while rendering: ${error.message}`,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
