import { safeSitePath, type WidgetProps } from '@ctb/shared/runtime';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  FormOverlayDialog,
  type OverlayRequest,
} from '../../common/form-overlay/form-overlay-dialog';
import type { ContactCtaConfig } from './config-schema';
import styles from './contact-cta.module.css';

/**
 * `forms/contact-cta`: a short invitation to get in touch. Its button is a link to the form
 * page; a plain click opens that page's form in an overlay instead, prefilled from the config.
 * A target that is no path of this site is dropped by the shared link check (and logged): the
 * title and text still show, without a button that would lead anywhere.
 */
export function ContactCta({ config }: WidgetProps<ContactCtaConfig>) {
  const intl = useIntl();
  const titleId = useId();
  const [request, setRequest] = useState<OverlayRequest | null>(null);
  const label = config.label ?? intl.formatMessage({ id: 'forms.contactCta.label' });
  const Heading = `h${config.headingLevel}` as const;
  const href = safeSitePath(config.href, 'forms/contact-cta href');

  return (
    <section className={styles.cta} aria-labelledby={titleId}>
      <div className={styles.copy}>
        <Heading id={titleId} className={styles.title}>
          {config.title}
        </Heading>
        {config.text && <p className={styles.text}>{config.text}</p>}
      </div>
      {href && (
        <a
          className={styles.button}
          href={href}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            setRequest({
              href,
              title: config.overlayTitle ?? label,
              prefill: config.prefill,
              opener: event.currentTarget,
            });
          }}
        >
          {label}
        </a>
      )}
      <FormOverlayDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}
