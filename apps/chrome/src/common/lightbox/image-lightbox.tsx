import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useIntl } from 'react-intl';
import { useReducedMotion } from '@ctb/shared/runtime';
import { formatDate } from '@ctb/shared/dates';
import type { LightboxImage } from './lightbox-image';
import { useIdle } from './use-idle';
import styles from './image-lightbox.module.css';

/** Space between a picture and the screen's edges (SPEC: overlay margin 40). */
export const OVERLAY_MARGIN = 40;

export interface ImageLightboxProps {
  images: readonly LightboxImage[];
  /** The picture shown; -1 = closed. */
  index: number;
  onClose: () => void;
  onView?: (index: number) => void;
}

function toSlide(image: LightboxImage): Slide {
  const largest = image.sources.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    src: largest.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcSet: image.sources.map((source) => ({
      src: source.src,
      width: source.width,
      height: Math.round((source.width * image.height) / image.width),
    })),
  };
}

/**
 * The picture overlay of yet-another-react-lightbox (a modal dialog: focus inside, the page inert,
 * Escape closes, focus back to the opener): looping slides 40 px from the edges, each with its info
 * (title, text, album and date, copyright), which hides after 3 s without activity.
 */
export function ImageLightbox({ images, index, onClose, onView }: ImageLightboxProps) {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const open = index >= 0;
  const idle = useIdle(open);
  const text = (id: string) => intl.formatMessage({ id: `chrome.lightbox.${id}` });
  const byId = new Map(images.map((image) => [image.id, image]));
  const slides = images.map((image) => ({ ...toSlide(image), key: image.id }));

  return (
    <Lightbox
      open={open}
      index={Math.max(0, index)}
      close={onClose}
      slides={slides}
      className={`ctb-layer ${styles.lightbox}`}
      carousel={{ finite: images.length < 2, padding: `${OVERLAY_MARGIN}px`, preload: 1 }}
      animation={reducedMotion ? { fade: 0, swipe: 0 } : undefined}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: viewed }) => onView?.(viewed) }}
      labels={{
        Previous: text('previous'),
        Next: text('next'),
        Close: text('close'),
        Slide: text('slide'),
        Carousel: text('carousel'),
        Lightbox: text('label'),
        'Photo gallery': text('label'),
        // The library fills in its own placeholders: they pass through the message as they are.
        '{index} of {total}': intl.formatMessage(
          { id: 'chrome.lightbox.position' },
          { index: '{index}', total: '{total}' },
        ),
      }}
      render={{
        // One picture: no previous/next buttons (the library would show both, disabled).
        ...(images.length < 2 && { buttonPrev: () => null, buttonNext: () => null }),
        slideFooter: ({ slide }) => {
          const image = 'key' in slide ? byId.get(String(slide.key)) : undefined;
          return image ? <ImageInfo image={image} hidden={idle} /> : null;
        },
      }}
    />
  );
}

function ImageInfo({ image, hidden }: { image: LightboxImage; hidden: boolean }) {
  const intl = useIntl();
  const album =
    image.albumTitle && image.albumDate
      ? intl.formatMessage(
          { id: 'chrome.lightbox.album' },
          { album: image.albumTitle, date: formatDate(image.albumDate) },
        )
      : (image.albumTitle ?? (image.albumDate && formatDate(image.albumDate)));
  return (
    <div className={styles.info} data-hidden={hidden || undefined}>
      <p className={styles.infoTitle}>{image.title}</p>
      {image.text && <p className={styles.infoText}>{image.text}</p>}
      {album && <p className={styles.infoAlbum}>{album}</p>}
      {image.copyright && (
        <p className={styles.infoCopyright}>
          {intl.formatMessage({ id: 'chrome.lightbox.copyright' }, { owner: image.copyright })}
        </p>
      )}
    </div>
  );
}
