import type { ResponsiveImageData } from './image-schema';

/** Widths of the variants (SPEC image breakpoints 576, 768, 1025/1220). */
export const IMAGE_WIDTHS = { xs: 576, sm: 768, md: 1024, lg: 1220 } as const;

/** Every variant with its width, so the browser picks what the slot and the screen need. */
export function imageSrcSet(image: ResponsiveImageData): string {
  return (Object.keys(IMAGE_WIDTHS) as (keyof typeof IMAGE_WIDTHS)[])
    .flatMap((size) => [
      `${image[size].res1x} ${IMAGE_WIDTHS[size]}w`,
      `${image[size].res2x} ${IMAGE_WIDTHS[size] * 2}w`,
    ])
    .join(', ');
}

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  /** The `sizes` attribute: how wide the picture is shown per viewport. */
  sizes: string;
  className?: string;
  /** Width/height ratio of the slot (16:9 by default), so the page does not move when it loads. */
  ratio?: [number, number];
  loading?: 'lazy' | 'eager';
  /** `high` for the page's largest picture, which the browser would otherwise fetch late. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Decorative pictures (the text beside says it all) get an empty alternative text. */
  decorative?: boolean;
}

/** A picture of the site's format with srcset and sizes. */
export function ResponsiveImage({
  image,
  sizes,
  className,
  ratio = [16, 9],
  loading = 'lazy',
  fetchPriority,
  decorative = false,
}: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.sm.res1x}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={decorative ? '' : image.alt}
      width={ratio[0] * 100}
      height={ratio[1] * 100}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
