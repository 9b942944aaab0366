import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { WidgetContextValue } from './widget-context';
import { logWidgetError, setWidgetState } from './widget-state';

/** The props of a widget's parcel that the boundary reads (single-spa-react passes them all). */
export interface WidgetErrorBoundaryProps {
  domElement: HTMLElement;
  root: { context: Pick<WidgetContextValue, 'widgetId'> };
  children?: ReactNode;
}

/**
 * The error boundary of each widget's parcel (single-spa-react's `errorBoundaryClass`): a widget
 * that throws while rendering goes to the error state, renders nothing, and leaves every other
 * widget on the page working.
 */
export class WidgetErrorBoundary<
  Props extends WidgetErrorBoundaryProps = WidgetErrorBoundaryProps,
> extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    setWidgetState(this.props.domElement, 'error');
    logWidgetError(
      this.props.root.context.widgetId,
      `failed while rendering: ${error.message}`,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
