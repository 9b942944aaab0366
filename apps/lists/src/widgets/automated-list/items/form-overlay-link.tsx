import { safeHref } from '@ctb/shared/runtime';
import styles from './items.module.css';

export interface ItemLink {
  text: string;
  href: string;
  target?: string;
  iconClass?: string;
  formPrefillValues?: Record<string, string>;
}

/**
 * A link that opens a form. With prefill values it is marked for the forms domain, which will
 * open the form as an overlay with them; until then (or without script) it leads to the form page.
 */
export function FormOverlayLink({ link }: { link: ItemLink }) {
  const prefill = link.formPrefillValues;
  const href = safeHref(link.href, { source: 'lists list item links[].href' });
  return (
    <a
      className={prefill ? styles.button : styles.link}
      href={href}
      target={link.target === '_blank' ? '_blank' : undefined}
      rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
      data-ctb-form-overlay={prefill ? '' : undefined}
      data-ctb-form-prefill={prefill ? JSON.stringify(prefill) : undefined}
    >
      {link.text}
    </a>
  );
}
