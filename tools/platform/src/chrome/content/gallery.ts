import type { Language } from '../../common/config/app-names';
import { IMAGE_WIDTHS, imageSet, imageSrcSet } from '../../common/images/list-images';
import { escapeHtml } from '../../rendering/html';
import { contentTexts } from './content-texts';

/** 60 pictures of an event, 12 per page: the CMS renders page 1, load more asks for 2..5. */
export const GALLERY_SIZE = 60;
export const GALLERY_PAGE_SIZE = 12;
export const GALLERY_PAGES = GALLERY_SIZE / GALLERY_PAGE_SIZE;
const COPYRIGHT = 'Musterbank / Regionalfest';
const ALBUM_DATE = '2026-06-20';

const MOTIFS = {
  de: [
    'Eröffnung am Hauptplatz',
    'Kinderprogramm',
    'Blasmusik',
    'Vereinsstände',
    'Abendkonzert',
    'Siegerehrung',
  ],
  en: [
    'Opening on the main square',
    'Children’s programme',
    'Brass band',
    'Club stands',
    'Evening concert',
    'Award ceremony',
  ],
};

const pictureId = (index: number) => `fest-${String(index + 1).padStart(2, '0')}`;

function pictureText(language: Language, index: number) {
  const motifs = language === 'en' ? MOTIFS.en : MOTIFS.de;
  const motif = motifs[index % motifs.length] ?? '';
  const word = language === 'en' ? 'Picture' : 'Bild';
  return { title: `${motif} (${word} ${index + 1})`, alt: `${motif}, ${word} ${index + 1}` };
}

const thumbnail = (language: Language, index: number) =>
  imageSet(pictureId(index), pictureText(language, index).alt, COPYRIGHT);

/** The gallery's paths: fragments `/<lang>/content/galerie.<n>.html`, details as JSON. */
export const galleryPaths = (language: Language) => ({
  loadMore: `/${language}/content/galerie.html`,
  details: `/${language}/content/galerie-bilder.json`,
});

/** `chrome/gallery`: the first page in the config, the rest by load more. */
export function galleryConfig(language: Language) {
  const paths = galleryPaths(language);
  return {
    title: contentTexts(language).galleryTitle,
    images: Array.from({ length: GALLERY_PAGE_SIZE }, (_, index) => ({
      id: pictureId(index),
      thumbnail: thumbnail(language, index),
    })),
    loadMoreUrl: paths.loadMore,
    maxImages: GALLERY_SIZE,
    detailImagesUrl: paths.details,
  };
}

/** Page `page` (2..5) of the thumbnails as the CMS renders a load-more fragment. */
export function galleryFragment(language: Language, page: number): string | undefined {
  if (!Number.isInteger(page) || page < 2 || page > GALLERY_PAGES) return undefined;
  const first = (page - 1) * GALLERY_PAGE_SIZE;
  const items = Array.from({ length: GALLERY_PAGE_SIZE }, (_, offset) => {
    const index = first + offset;
    const image = thumbnail(language, index);
    const srcset = imageSrcSet(image, ['xs', 'sm', 'md'], [1]);
    return `<li data-gallery-image="${pictureId(index)}"><img src="${escapeHtml(image.sm.res1x)}" srcset="${escapeHtml(srcset)}" alt="${escapeHtml(image.alt)}" width="400" height="225"></li>`;
  });
  return `<ul class="gallery-page">${items.join('')}</ul>`;
}

/** Every picture with its info (SPEC "Gallery image"), in the order of the grid. */
export function galleryDetails(language: Language) {
  const album = language === 'en' ? 'Regional festival 2026' : 'Regionalfest 2026';
  return Array.from({ length: GALLERY_SIZE }, (_, index) => {
    const image = thumbnail(language, index);
    const { title, alt } = pictureText(language, index);
    return {
      id: pictureId(index),
      title,
      text:
        language === 'en'
          ? 'Thousands came to the main square to celebrate with the region’s clubs.'
          : 'Tausende feierten am Hauptplatz mit den Vereinen der Region.',
      albumTitle: album,
      albumDate: ALBUM_DATE,
      copyright: COPYRIGHT,
      alt,
      width: IMAGE_WIDTHS.lg * 2,
      height: Math.round((IMAGE_WIDTHS.lg * 2 * 9) / 16),
      sources: (['xs', 'sm', 'md', 'lg'] as const).flatMap((size) => [
        { src: image[size].res1x, width: IMAGE_WIDTHS[size] },
        ...(size === 'lg' ? [{ src: image.lg.res2x, width: IMAGE_WIDTHS.lg * 2 }] : []),
      ]),
    };
  });
}
