import { useEffect, type ReactNode } from 'react';
import { DialogLayer } from '../dialog/dialog-layer';

/** Every popover element id starts with this prefix. */
export const POPOVER_ID_PREFIX = 'ctb-popover-';

export interface PopoverProps {
  /** Unique on the page; the element id becomes `ctb-popover-<id>`. */
  id: string;
  /** The accessible name of the popover. */
  label: string;
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** A small dialog on a backdrop: info texts, the job-map state layers, the bank-teaser actions. */
export function Popover({ id, label, open, onClose, children }: PopoverProps) {
  const missing = !id || !label;
  useEffect(() => {
    if (missing) console.error('Missing popover configuration', { id, label });
  }, [missing, id, label]);

  if (missing || !open) return null;
  return (
    <DialogLayer
      id={`${POPOVER_ID_PREFIX}${id}`}
      kind="popover"
      ariaLabel={label}
      onClose={onClose}
    >
      {children}
    </DialogLayer>
  );
}
