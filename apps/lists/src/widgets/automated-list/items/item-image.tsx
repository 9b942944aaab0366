export interface ItemImageVariant {
  res1x: string;
  res2x: string;
}

/** The list image of an item (SPEC "List item": breakpoint variants, each 1x and 2x). */
export interface ItemImageSet {
  lg?: ItemImageVariant;
  md?: ItemImageVariant;
  sm?: ItemImageVariant;
  xs?: ItemImageVariant;
  alt?: string;
  copyright?: string;
}

/** The small picture of a list item: the sm variant (xs as fallback), 2x for dense screens. */
export function ItemImage({ image, className }: { image: ItemImageSet; className?: string }) {
  const variant = image.sm ?? image.xs ?? image.md ?? image.lg;
  if (!variant) return null;
  return (
    <img
      className={className}
      src={variant.res1x}
      srcSet={`${variant.res1x} 1x, ${variant.res2x} 2x`}
      alt={image.alt ?? ''}
      loading="lazy"
      title={image.copyright || undefined}
    />
  );
}
