import { useId, useState } from 'react';
import type { ItemLayoutProps } from '../item-layout-props';
import styles from './content-item.module.css';
import { ItemLinks } from './item-links';
import { ResponsivePicture } from './responsive-picture';
import { asContentItem } from './use-content-item';

/**
 * A question whose answer (picture, subtitle, text and links, as far as the item has them) opens
 * under it: a disclosure button inside the heading.
 */
export function FaqItem({ item, settings }: ItemLayoutProps<unknown>) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const content = asContentItem(item);
  if (!content) return null;
  const Heading = `h${settings.headingLevel}` as const;
  return (
    <article className={styles.faq}>
      <Heading className={styles.faqQuestion}>
        <button
          type="button"
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((current) => !current)}
        >
          {content.title}
        </button>
      </Heading>
      <div id={answerId} className={styles.faqAnswer} hidden={!open}>
        {content.listImage && <ResponsivePicture image={content.listImage} />}
        {content.subTitle && <p className={styles.subtitle}>{content.subTitle}</p>}
        {content.text && <p className={styles.text}>{content.text}</p>}
        <ItemLinks cta={content.cta} links={content.links} />
      </div>
    </article>
  );
}
