import { hashString } from '../seeded-random';

/** The image sizes of SPEC section 3 "List item" (listImage, teaserImage). */
export type ImageSize = 'lg' | 'md' | 'sm' | 'xs';

export interface ImageVariant {
  res1x: string;
  res2x: string;
}

export type ImageSet = Record<ImageSize, ImageVariant> & { alt: string; copyright: string };

/** Widths per breakpoint (SPEC section 9: image breakpoints 576, 768, 1025/1220); 16:9 images. */
export const IMAGE_WIDTHS: Record<ImageSize, number> = { lg: 1220, md: 1024, sm: 768, xs: 576 };
const SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];

/** `/images/<id>-<size>@<1x|2x>.svg`, served by the CMS host (see image-route.ts). */
export const imageUrl = (id: string, size: ImageSize, density: 1 | 2) =>
  `/images/${id}-${size}@${density}x.svg`;

/**
 * A srcset of an image set: each size's variants in the given densities, at their widths, from
 * the smallest size up (the order of the widgets' own srcsets).
 */
export function imageSrcSet(
  image: ImageSet,
  sizes: readonly ImageSize[] = ['xs', 'sm', 'md', 'lg'],
  densities: readonly (1 | 2)[] = [1, 2],
): string {
  return sizes
    .flatMap((size) =>
      densities.map(
        (density) => `${image[size][`res${density}x`]} ${IMAGE_WIDTHS[size] * density}w`,
      ),
    )
    .join(', ');
}

export function imageSet(id: string, alt: string, copyright: string): ImageSet {
  const set = { alt, copyright } as ImageSet;
  for (const size of SIZES) {
    set[size] = { res1x: imageUrl(id, size, 1), res2x: imageUrl(id, size, 2) };
  }
  return set;
}

export const IMAGE_PATH = /^([a-z0-9-]+)-(lg|md|sm|xs)@([12])x\.svg$/;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A deterministic picture per id and size: a two-colour gradient derived from the id, a few
 * soft shapes and the id as a caption, so screenshots tell images apart. Portraits (employee ids)
 * are square with a head-and-shoulders silhouette.
 */
export function renderImageSvg(id: string, size: ImageSize, density: 1 | 2): string {
  const hash = hashString(id);
  const hue = hash % 360;
  const portrait = id.startsWith('employee-');
  const width = IMAGE_WIDTHS[size] * density;
  const height = portrait ? width : Math.round((width * 9) / 16);
  const from = `hsl(${hue} 55% 42%)`;
  const to = `hsl(${(hue + 40) % 360} 60% 68%)`;
  const shapes = portrait
    ? `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.17}" fill="#fff" fill-opacity=".85"/>` +
      `<ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.32}" ry="${height * 0.3}" fill="#fff" fill-opacity=".85"/>`
    : [0, 1, 2]
        .map((index) => {
          const seed = (hash >>> (index * 8)) & 0xff;
          const cx = Math.round(((seed % 100) / 100) * width);
          const r = Math.round(height * (0.15 + (seed % 30) / 100));
          return `<circle cx="${cx}" cy="${Math.round(height * (0.3 + index * 0.2))}" r="${r}" fill="#fff" fill-opacity=".18"/>`;
        })
        .join('');
  const fontSize = Math.round(width / 28);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}` +
    `<text x="${fontSize}" y="${height - fontSize}" font-family="sans-serif" font-size="${fontSize}" fill="#fff">` +
    `${escapeXml(`${id} · ${size} @${density}x`)}</text></svg>`
  );
}
