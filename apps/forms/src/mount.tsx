// The forms app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp } from '@ctb/shared/runtime';
import { contactCtaWidget } from './widgets/contact-cta';
import { eventFormWidget } from './widgets/event-form';
import { formWidget } from './widgets/form';
import { formOverlayWidget } from './widgets/form-overlay';
import { newsletterWidget } from './widgets/newsletter';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'forms',
  widgets: {
    form: formWidget,
    'event-form': eventFormWidget,
    newsletter: newsletterWidget,
    'contact-cta': contactCtaWidget,
    'form-overlay': formOverlayWidget,
  },
});
