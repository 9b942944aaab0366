import type { ImageSet } from './content-item-schema';
import styles from './content-item.module.css';

// The site's breakpoints (576 / 768 / 1025 px): the widest matching source wins.
const SOURCES = [
  { size: 'lg', media: '(min-width: 1025px)' },
  { size: 'md', media: '(min-width: 768px)' },
  { size: 'sm', media: '(min-width: 576px)' },
] as const;

const srcSet = (variant: { res1x: string; res2x: string }) =>
  `${variant.res1x} 1x, ${variant.res2x} 2x`;

/** An item's picture in the variant for the viewport, with its copyright under it. */
export function ResponsivePicture({ image }: { image: ImageSet }) {
  const fallback = image.xs ?? image.sm ?? image.md ?? image.lg;
  if (!fallback) return null;
  return (
    <figure className={styles.figure}>
      <picture>
        {SOURCES.map(({ size, media }) => {
          const variant = image[size];
          return variant ? <source key={size} media={media} srcSet={srcSet(variant)} /> : null;
        })}
        <img
          className={styles.image}
          src={fallback.res1x}
          srcSet={srcSet(fallback)}
          alt={image.alt}
          width={768}
          height={432}
          loading="lazy"
        />
      </picture>
      {image.copyright && <figcaption className={styles.copyright}>{image.copyright}</figcaption>}
    </figure>
  );
}
