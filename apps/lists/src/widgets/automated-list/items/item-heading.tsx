import type { ReactNode } from 'react';
import type { ItemLayoutSettings } from './item-layout-props';

/** An item's title at the level the list gives it (the list's own heading is one above). */
export function ItemHeading({
  level,
  className,
  children,
}: {
  level: ItemLayoutSettings['headingLevel'];
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
