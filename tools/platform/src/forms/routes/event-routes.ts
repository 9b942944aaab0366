import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { parseRequest } from '../../common/http/parse-request';
import { viennaToday } from '../data/appointment-times';
import {
  DEMO_EVENTS,
  DEMO_PROFILES,
  eventByKey,
  eventDate,
  isOpen,
  profileByKey,
  type DemoEvent,
} from '../data/demo-events';
import { formDefinition } from '../data/definitions';
import type { FormsServices } from '../data/forms-services';
import { languageOf } from '../data/submission-messages';
import { validateSubmission } from '../data/submission-validation';

export const EVENT_SERVICE = '/api/campaign/forms';

const keys = v.object({
  profilePKey: v.pipe(v.string('profilePKey is required'), v.nonEmpty('profilePKey is required')),
  servicePKey: v.pipe(v.string('servicePKey is required'), v.nonEmpty('servicePKey is required')),
  language: v.optional(v.string()),
});

/**
 * The event-management service (docs/contracts.md, "Forms"): GET `eventdata.json` with the
 * invitee's profile key and the event's service key -> the prefill, response status, open
 * status and remaining places; POST `/{profilePKey}/{servicePKey}` (form data) registers, on the
 * waiting list once the places are gone. A closed registration answers 409.
 */
export async function registerEventRoutes(
  app: FastifyInstance,
  services: FormsServices,
): Promise<void> {
  const remainingOf = (event: DemoEvent) =>
    Math.max(
      0,
      event.participantLimit -
        event.takenBefore -
        services.store().acceptedParticipants(event.servicePKey),
    );

  app.get(`${EVENT_SERVICE}/eventdata.json`, async (request, reply) => {
    const { profilePKey, servicePKey, language } = parseRequest(
      keys,
      request.query,
      'query parameters',
    );
    const event = eventByKey(servicePKey);
    const profile = profileByKey(profilePKey);
    if (!event || !profile)
      return reply.code(404).send({ message: 'Unknown event or invitation.' });
    const english = language === 'en';
    const registration = services.store().registration(servicePKey, profilePKey);
    const remaining = remainingOf(event);
    return reply.header('cache-control', 'no-store').send({
      eventData: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        ...registration?.values,
      },
      profileData: {
        [english ? 'Event' : 'Veranstaltung']: english ? event.title.en : event.title.de,
        [english ? 'Date' : 'Termin']: eventDate(event, services.now(), english),
        [english ? 'Venue' : 'Ort']: event.place,
        [english ? 'Invited' : 'Eingeladen']: `${profile.firstName} ${profile.lastName}`,
      },
      responseStatus: registration?.status ?? profile.statuses[servicePKey] ?? 'PENDING',
      openstatus: event.open,
      // Once the places are gone the form still registers (on the waiting list): no limit then.
      remainingLimits:
        remaining > 0
          ? { participantLimit: remaining, participants: remaining }
          : { participantLimit: 0 },
    });
  });

  app.get(`${EVENT_SERVICE}/registrations.json`, async (_request, reply) => {
    const store = services.store();
    const registrations = DEMO_EVENTS.map((event) => ({
      servicePKey: event.servicePKey,
      remaining: remainingOf(event),
      registrations: DEMO_PROFILES.map(({ profilePKey }) => ({
        profilePKey,
        registration: store.registration(event.servicePKey, profilePKey),
      })).filter((entry) => entry.registration),
    }));
    return reply.header('cache-control', 'no-store').send({ events: registrations });
  });

  // Not awaited: fastify loads the plugin with the server, after every route is declared.
  void app.register(async (scope) => {
    await scope.register(formbody);
    scope.post<{ Params: { profilePKey: string; servicePKey: string } }>(
      `${EVENT_SERVICE}/:profilePKey/:servicePKey`,
      async (request, reply) => {
        const { profilePKey, servicePKey } = request.params;
        const event = eventByKey(servicePKey);
        if (!event || !profileByKey(profilePKey))
          return reply.code(404).send({ message: 'Unknown event or invitation.' });
        if (!isOpen(event.open))
          return reply.code(409).send({ message: 'Registration for this event is not open.' });
        const raw = (request.body ?? {}) as Record<string, string | string[]>;
        const body: Record<string, unknown> = {
          ...raw,
          dietary: raw.dietary === undefined ? [] : [raw.dietary].flat(),
        };
        const definition = formDefinition('veranstaltung', 'de');
        if (!definition) throw new Error('the event registration form is missing');
        const { values, fieldErrors } = validateSubmission(definition, body, {
          language: languageOf(request.headers['accept-language']),
          today: viennaToday(services.now()),
          uploadsOf: () => new Set(),
          isFreeSlot: () => false,
        });
        if (Object.keys(fieldErrors).length > 0)
          return reply.code(400).send({ message: 'Some fields are not valid.', fieldErrors });
        const participants = Number(values.participants);
        const status = remainingOf(event) >= participants ? 'ACCEPTED' : 'WAITLIST';
        const kept = Object.fromEntries(
          Object.entries(values).map(([id, value]) => [
            id,
            Array.isArray(value) ? value.join(',') : String(value),
          ]),
        );
        services.store().register(servicePKey, profilePKey, status, participants, kept);
        return reply.code(200).send({ responseStatus: status });
      },
    );
  });
}
