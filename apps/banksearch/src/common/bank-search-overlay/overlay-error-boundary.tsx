import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logWidgetError } from '@ctb/shared/runtime';

interface Props {
  /** Called once the overlay failed (to load its chunk or to render), after logging. */
  onError(error: Error): void;
  /** Shown in place of the overlay once it failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failing bank search overlay to itself: a chunk that does not load (ChunkLoadError) or
 * an error while rendering is logged and replaced by `fallback`, and the widget hosting the
 * overlay, like every other widget of the domain, keeps working. The slot gives each request a
 * fresh boundary, so a later open tries again.
 */
export class OverlayErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logWidgetError(
      'banksearch/bank-search-overlay',
      `could not be shown (${error.name}: ${error.message})`,
      info.componentStack,
    );
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
