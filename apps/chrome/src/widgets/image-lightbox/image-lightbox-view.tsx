import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@ctb/shared/runtime';
import { ImageLightbox } from '../../common/lightbox';
import { ResponsiveImage } from '../../common/responsive-image';
import type { ImageLightboxConfig } from './config-schema';
import styles from './image-lightbox.module.css';

/** A picture with its caption; a button on it opens it large in the gallery's picture overlay. */
export function ImageLightboxView({ config }: WidgetProps<ImageLightboxConfig>) {
  const intl = useIntl();
  const [index, setIndex] = useState(-1);
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.opener}
        aria-label={intl.formatMessage(
          { id: 'chrome.lightbox.open' },
          { title: config.large.title },
        )}
        onClick={() => setIndex(0)}
      >
        <ResponsiveImage
          className={styles.image}
          image={config.image}
          sizes="(min-width: 1025px) 50vw, 100vw"
          decorative
        />
        <span className={styles.badge} aria-hidden="true">
          {intl.formatMessage({ id: 'chrome.imageLightbox.enlarge' })}
        </span>
      </button>
      {(config.caption || config.image.copyright) && (
        <figcaption className={styles.caption}>
          {config.caption}
          {config.image.copyright && (
            <span className={styles.copyright}>
              {intl.formatMessage(
                { id: 'chrome.lightbox.copyright' },
                { owner: config.image.copyright },
              )}
            </span>
          )}
        </figcaption>
      )}
      <ImageLightbox images={[config.large]} index={index} onClose={() => setIndex(-1)} />
    </figure>
  );
}
