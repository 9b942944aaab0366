import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseRequest } from '../../common/http/parse-request';
import type { FormsServices } from '../data/forms-services';

export const NEWSLETTER_PATH = '/api/newsletter/subscribe';
/** The newsletters a visitor can tick, by the checkbox names the widget sends. */
export const NEWSLETTER_TOPICS = ['privatkunden', 'veranstaltungen', 'maerkte', 'jugend'] as const;

const body = v.pipe(
  v.strictObject(
    {
      emailAddress: v.pipe(
        v.string('emailAddress is required'),
        v.trim(),
        v.email('emailAddress must be an e-mail address'),
      ),
      ...Object.fromEntries(
        NEWSLETTER_TOPICS.map((topic) => [
          topic,
          v.optional(v.literal(true, `${topic} must be true when ticked`)),
        ]),
      ),
    },
    `only emailAddress and the topics ${NEWSLETTER_TOPICS.join(', ')} are known`,
  ),
);

/**
 * POST `/api/newsletter/subscribe` JSON `{ emailAddress, <topic>: true … }` (SPEC "Newsletter
 * payload") -> 201 `{ subscribed: true }`; stored durably; GET the list for QA.
 */
export function registerNewsletterRoute(app: FastifyInstance, services: FormsServices): void {
  app.post(NEWSLETTER_PATH, async (request, reply) => {
    const subscription = parseRequest(body, request.body, 'request body') as Record<
      string,
      unknown
    > & { emailAddress: string };
    const topics = NEWSLETTER_TOPICS.filter((topic) => subscription[topic] === true);
    services.store().subscribe(subscription.emailAddress, topics);
    return reply.code(201).send({ subscribed: true });
  });
  app.get('/api/newsletter/subscriptions.json', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ subscriptions: services.store().subscriptions() }),
  );
}
