import type { Language } from '../../common/config/app-names';
import { imageSet, imageSrcSet } from '../../common/images/list-images';
import { escapeHtml } from '../../rendering/html';
import { contentTexts } from './content-texts';

const COPYRIGHT = 'Musterbank';
const SLIDE_LINKS = [
  'privatkunden/konto-karte/girokonto.html',
  'privatkunden/finanzieren/wohnkredit.html',
  'privatkunden/sparen-anlegen/fonds.html',
];
const CARD_LINKS = [
  'privatkunden/konto-karte/girokonto.html',
  'privatkunden/konto-karte/kreditkarte.html',
  'privatkunden/finanzieren/wohnkredit.html',
  'privatkunden/sparen-anlegen.html',
  'privatkunden/sparen-anlegen/fonds.html',
  'privatkunden/vorsorgen-versichern/pensionsvorsorge.html',
  'privatkunden/vorsorgen-versichern.html',
];

/** The demo videos (tools/platform/public/videos, generated with ffmpeg: README there). */
export const DEMO_VIDEOS = {
  stage: [
    { src: '/videos/stage-region.webm', type: 'video/webm' },
    { src: '/videos/stage-region.mp4', type: 'video/mp4' },
  ],
  player: [
    { src: '/videos/photo-transfer.webm', type: 'video/webm' },
    { src: '/videos/photo-transfer.mp4', type: 'video/mp4' },
  ],
};

/** `chrome/stage-slider`: three picture slides and one video slide; regional slides may join. */
export function stageSliderConfig(language: Language, regionalSlides?: string) {
  const text = contentTexts(language);
  const slides = text.slides.map((slide, index) => ({
    id: `stage-${index + 1}`,
    heading: slide.heading,
    text: slide.text,
    image: imageSet(`stage-${index + 1}`, slide.heading, COPYRIGHT),
    link: { href: `/${language}/${SLIDE_LINKS[index]}`, text: slide.link },
  }));
  const video = {
    id: 'stage-video',
    heading: text.videoSlide.heading,
    text: text.videoSlide.text,
    image: imageSet('stage-video', '', COPYRIGHT),
    video: { sources: DEMO_VIDEOS.stage },
    link: { href: `/${language}/ueber-uns.html`, text: text.videoSlide.link },
  };
  return {
    label: text.stageLabel,
    slides: [slides[0], video, ...slides.slice(1)],
    ...(regionalSlides ? { regionalSlides } : {}),
  };
}

/**
 * The first slide's picture is the page's largest paint. The stage asks for it at once, with the
 * srcset and sizes of the widget's own picture, so the browser picks the same file and the picture
 * is there when the widget renders it, instead of being fetched only then.
 */
export function stageImagePreload(config: ReturnType<typeof stageSliderConfig>): string {
  const first = config.slides[0];
  if (!first) return '';
  const srcset = escapeHtml(imageSrcSet(first.image));
  return `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high">`;
}

/**
 * The CMS's own copy of the first slide (picture, heading, text, link), drawn over the stage's
 * reserved space from the first paint, box for box as the widget draws that slide
 * (rendering/stage-copy-css.ts). The picture is the page's largest paint, so it no longer waits
 * for the shell, the chrome app and the widget's code; the widget, once mounted, hides the copy
 * (a CSS rule on its `data-widget-state`), and a stage that fails to load leaves it standing.
 */
export function stageFirstSlideCopy(config: ReturnType<typeof stageSliderConfig>): string {
  const first = config.slides[0];
  if (!first) return '';
  const { image } = first;
  return [
    '<div class="cms-stage__copy">',
    '<div class="cms-stage__media">',
    `<img class="cms-stage__image" srcset="${escapeHtml(imageSrcSet(image))}" sizes="100vw" src="${escapeHtml(image.md.res1x)}" alt="${escapeHtml(image.alt)}" width="2100" height="900" fetchpriority="high">`,
    '</div>',
    '<div class="cms-stage__panel">',
    `<h2 class="cms-stage__heading">${escapeHtml(first.heading)}</h2>`,
    first.text ? `<p class="cms-stage__text">${escapeHtml(first.text)}</p>` : '',
    `<a class="cms-stage__link" href="${escapeHtml(first.link.href)}">${escapeHtml(first.link.text)}</a>`,
    '</div>',
    '</div>',
  ].join('');
}

/** The cards of the recommendation and full-width carousels (`count` of the seven). */
export function carouselConfig(language: Language, title: string, count: number, prefix: string) {
  const text = contentTexts(language);
  return {
    title,
    items: text.cards.slice(0, count).map((card, index) => ({
      id: `${prefix}-${index + 1}`,
      title: card.title,
      text: card.text,
      ...(card.badge ? { badge: card.badge } : {}),
      image: imageSet(`${prefix}-card-${index + 1}`, '', COPYRIGHT),
      link: { href: `/${language}/${CARD_LINKS[index]}`, text: card.link },
    })),
  };
}
