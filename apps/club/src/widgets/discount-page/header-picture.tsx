import { mediaUrl, type ClubDiscount } from './api';
import type { DiscountPageConfig } from './config-schema';
import styles from './detail-view.module.css';

/**
 * The discount's header picture: the large variant from the medium breakpoint up, the small one
 * below (SPEC: large and small variants, through the media path). Decorative: the heading says
 * what it shows.
 */
export function HeaderPicture({
  config,
  discount,
}: {
  config: DiscountPageConfig;
  discount: ClubDiscount;
}) {
  const small = discount.headerPicture ?? discount.headerPictureLarge;
  const large = discount.headerPictureLarge ?? discount.headerPicture;
  if (!small || !large) return null;
  return (
    <picture className={styles.picture}>
      <source media="(min-width: 768px)" srcSet={mediaUrl(config, discount.voucherId, large)} />
      <img
        className={styles.pictureImage}
        src={mediaUrl(config, discount.voucherId, small)}
        alt=""
      />
    </picture>
  );
}
