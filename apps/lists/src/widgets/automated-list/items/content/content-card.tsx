import type { ReactNode } from 'react';
import type { ItemLayoutSettings } from '../item-layout-props';
import type { ContentItem } from './content-item-schema';
import styles from './content-item.module.css';
import { ItemLinks } from './item-links';
import { ResponsivePicture } from './responsive-picture';

interface ContentCardProps {
  item: ContentItem;
  settings: ItemLayoutSettings;
  /** Shown above the title: dates, times, places. */
  meta?: ReactNode;
  /** Replaces the item's text (events show their shortened description). */
  text?: string;
  /** Shown after the text: tags. */
  footer?: ReactNode;
}

/** The card shared by the content layouts: picture, meta, linked title, subtitle, text, links. */
export function ContentCard({ item, settings, meta, text = item.text, footer }: ContentCardProps) {
  const Heading = `h${settings.headingLevel}` as const;
  return (
    <article className={item.listImage ? styles.card : `${styles.card} ${styles.cardNoImage}`}>
      {item.listImage && <ResponsivePicture image={item.listImage} />}
      <div className={styles.body}>
        {meta}
        <Heading className={styles.title}>
          {item.url ? <a href={item.url}>{item.title}</a> : item.title}
        </Heading>
        {item.subTitle && <p className={styles.subtitle}>{item.subTitle}</p>}
        {text && <p className={styles.text}>{text}</p>}
        {footer}
        <ItemLinks cta={item.cta} links={item.links} />
      </div>
    </article>
  );
}
