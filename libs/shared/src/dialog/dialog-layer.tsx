import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
// The design tokens come with the widget runtime (@ctb/shared/runtime), which every widget runs
// in: importing them here again put a second copy of tokens.css into the dialogs entry.
import './dialog-layer.css';
import { focusTrapOptions } from './focus-trap-options';
import { usePageScrollLock } from './page-scroll-lock';
import { useCloseLabel } from './use-close-label';

// The focus trap loads with the first dialog a visitor opens, not with every page.
const FocusTrap = lazy(() =>
  import('focus-trap-react').then((module) => ({ default: module.FocusTrap })),
);

export interface DialogLayerProps {
  id?: string;
  kind: 'popover' | 'modal';
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Id of the visible title naming the dialog. */
  ariaLabelledBy?: string;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * An open dialog on a backdrop, portalled into `.ctb-layer` on the body (the tokens are declared
 * there too). Focus stays inside while it is open and returns to the opener when it closes;
 * Escape, the close button and a click on the backdrop all close it. The page behind does not
 * scroll while it is open.
 */
export function DialogLayer({
  id,
  kind,
  ariaLabel,
  ariaLabelledBy,
  onClose,
  children,
}: DialogLayerProps) {
  const closeLabel = useCloseLabel();
  usePageScrollLock();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return createPortal(
    <div className="ctb-layer">
      <Suspense fallback={null}>
        <FocusTrap focusTrapOptions={focusTrapOptions}>
          <div className="ctb-dialog">
            <div className="ctb-dialog__backdrop" data-testid="dialog-backdrop" onClick={onClose} />
            <div
              id={id}
              className={`ctb-dialog__panel ctb-dialog__panel--${kind}`}
              role="dialog"
              aria-modal="true"
              aria-label={ariaLabel}
              aria-labelledby={ariaLabelledBy}
            >
              <button
                type="button"
                className="ctb-dialog__close"
                aria-label={closeLabel}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
              {children}
            </div>
          </div>
        </FocusTrap>
      </Suspense>
    </div>,
    document.body,
  );
}
