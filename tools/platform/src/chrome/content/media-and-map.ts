import type { Language } from '../../common/config/app-names';
import { FEDERAL_STATES, stateNameEn } from '../../common/geo/federal-states';
import { imageSet } from '../../common/images/list-images';
import { contentTexts } from './content-texts';
import { DEMO_VIDEOS } from './stage-and-cards';

/** `chrome/video-player`: the site's own video, with captions. */
export function nativeVideoConfig(language: Language) {
  const captions = language === 'en' ? 'en' : 'de';
  return {
    title: contentTexts(language).videoTitle,
    poster: imageSet('video-photo-transfer', '', 'Musterbank').md.res1x,
    video: {
      type: 'native',
      sources: DEMO_VIDEOS.player,
      captions: {
        src: `/videos/photo-transfer.${captions}.vtt`,
        language: captions,
        label: captions === 'en' ? 'English' : 'Deutsch',
      },
    },
  };
}

/** `chrome/video-player`: a YouTube and a Vimeo video (loaded only after consent and a click). */
export function platformVideoConfigs(language: Language) {
  const text = contentTexts(language);
  return [
    {
      title: text.youtubeTitle,
      poster: imageSet('video-youtube', '', 'Musterbank').md.res1x,
      video: { type: 'youtube', id: 'aqz-KE-bpKQ' },
    },
    {
      title: text.vimeoTitle,
      poster: imageSet('video-vimeo', '', 'Musterbank').md.res1x,
      video: { type: 'vimeo', id: '76979871' },
      muted: true,
    },
  ];
}

/** `chrome/image-lightbox`: a picture in the text that opens large. */
export function imageLightboxConfig(language: Language) {
  const image = imageSet(
    'branch-main-square',
    contentTexts(language).lightboxCaption,
    'Musterbank',
  );
  return {
    image,
    caption: contentTexts(language).lightboxCaption,
    large: {
      id: 'branch-main-square',
      title: language === 'en' ? 'The new branch' : 'Die neue Filiale',
      text: contentTexts(language).lightboxCaption,
      copyright: 'Musterbank',
      alt: image.alt,
      width: 2440,
      height: 1373,
      sources: [
        { src: image.sm.res1x, width: 768 },
        { src: image.lg.res1x, width: 1220 },
        { src: image.lg.res2x, width: 2440 },
      ],
    },
  };
}

/** `chrome/job-map`: the nine states, positions from the job search of the lists services. */
export function jobMapConfig(language: Language) {
  const en = language === 'en';
  return {
    title: contentTexts(language).jobMapTitle,
    jobsUrl: '/cachableservlets/search/jobs.json',
    states: FEDERAL_STATES.map((state) => {
      const label = en ? stateNameEn(state) : state;
      return {
        id: state,
        label,
        link: {
          href: `/${language}/karriere/jobs/offene-stellen.html`,
          text: en ? `All vacancies in ${label}` : `Alle offenen Stellen in ${label}`,
        },
        layer: en
          ? `Our banks in ${label} are looking for advisers, specialists and apprentices.`
          : `Unsere Banken in ${label} suchen Beraterinnen und Berater, Fachkräfte und Lehrlinge.`,
      };
    }),
  };
}
