import type { DomainModule } from '../common/domain-module';
import { formsServices } from './data/forms-services';
import { formsPage, startPageContact, startPageNewsletter } from './pages';
import { registerAppointmentRoute } from './routes/appointment-route';
import { registerEventRoutes } from './routes/event-routes';
import { registerFormPagesRoute } from './routes/form-pages-route';
import { registerFormRoutes } from './routes/form-routes';
import { registerNewsletterRoute } from './routes/newsletter-route';
import { registerUploadRoute } from './routes/upload-route';

/**
 * Forms: the form services (definitions, tokens, processForm with idempotency, uploads, limits),
 * the appointment times on the paas, event registrations and the newsletter, all stored in the
 * forms database; the demo page, the form pages and the start page's contact and newsletter.
 */
export const formsModule: DomainModule = {
  cmsRoutes: (app, config) => {
    const services = formsServices(config);
    registerFormRoutes(app, services);
    registerUploadRoute(app, services);
    registerEventRoutes(app, services);
    registerNewsletterRoute(app, services);
    registerFormPagesRoute(app, config);
  },
  paasRoutes: (app, config) => registerAppointmentRoute(app, config.now),
  page: formsPage,
  startPage: {
    teasers: (language) => `${startPageContact(language)}\n${startPageNewsletter(language)}`,
  },
};
