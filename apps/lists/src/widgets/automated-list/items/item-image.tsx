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

/** The shape of a list's pictures: landscape 16:9, photos 4:3 (branches), portraits square. */
export type ItemImageShape = 'landscape' | 'photo' | 'portrait';

/** Width and height of the sm variant: the box is sized before the picture loads (no shift). */
const SIZE: Record<ItemImageShape, { width: number; height: number }> = {
  landscape: { width: 768, height: 432 },
  photo: { width: 768, height: 576 },
  portrait: { width: 768, height: 768 },
};

/** The small picture of a list item: the sm variant (xs as fallback), 2x for dense screens. */
export function ItemImage({
  image,
  className,
  shape = 'landscape',
}: {
  image: ItemImageSet;
  className?: string;
  shape?: ItemImageShape;
}) {
  const variant = image.sm ?? image.xs ?? image.md ?? image.lg;
  if (!variant) return null;
  return (
    <img
      className={className}
      src={variant.res1x}
      srcSet={`${variant.res1x} 1x, ${variant.res2x} 2x`}
      alt={image.alt ?? ''}
      width={SIZE[shape].width}
      height={SIZE[shape].height}
      loading="lazy"
      title={image.copyright || undefined}
    />
  );
}
