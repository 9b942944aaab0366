import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** A contact call-to-action whose button opens the contact form in an overlay. */
export const contactCtaWidget = defineWidget({
  load: () => import('./contact-cta-widget'),
  placeholderClassName: placeholder.cta,
});
