import type { ContentItem } from './content-item-schema';
import styles from './content-item.module.css';

/** A new tab never gets a handle on this page. */
const relFor = (target: string) => (target === '_blank' ? 'noopener noreferrer' : undefined);

/** The item's call to action and further links. */
export function ItemLinks({ cta, links }: Pick<ContentItem, 'cta' | 'links'>) {
  if (!cta && links.length === 0) return null;
  return (
    <div className={styles.actions}>
      {cta && (
        <a className={styles.cta} href={cta.href} target={cta.target} rel={relFor(cta.target)}>
          {cta.text}
        </a>
      )}
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={`${link.href}-${link.text}`}>
              <a href={link.href} target={link.target} rel={relFor(link.target)}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
