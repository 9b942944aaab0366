import type { FocusTrapProps } from 'focus-trap-react';

// jsdom lays nothing out, so focus-trap's visibility check would find no focusable element there.
const isJsdom = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');

/** Options for every dialog trap: Escape and outside clicks are handled by the dialog itself. */
export const focusTrapOptions: NonNullable<FocusTrapProps['focusTrapOptions']> = {
  escapeDeactivates: false,
  clickOutsideDeactivates: false,
  allowOutsideClick: true,
  returnFocusOnDeactivate: true,
  tabbableOptions: { displayCheck: isJsdom ? 'none' : 'full' },
};
