import { fetchJson, useSWR } from '@ctb/shared/http';
import * as v from '@ctb/shared/validation';

export const RESPONSE_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'DECLINED',
  'WAITLIST',
  'ATTENDED',
  'NOTATTENDED',
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** SPEC "Event prefill response". */
const eventDataSchema = v.object({
  eventData: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  profileData: v.record(v.string(), v.string()),
  responseStatus: v.picklist(RESPONSE_STATUSES),
  openstatus: v.object({
    openflag: v.boolean(),
    afterRegistrationStart: v.boolean(),
    beforeRegistrationEnd: v.boolean(),
  }),
  remainingLimits: v.optional(
    v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
    {},
  ),
});
export type EventData = v.InferOutput<typeof eventDataSchema>;

export interface EventKeys {
  profilePKey: string;
  servicePKey: string;
}

/** GET the event-management form endpoint with the invitation's keys: the prefill and status. */
export function useEventData(serviceUrl: string, keys: EventKeys | null, language: string) {
  return useSWR(
    keys ? ['forms.eventData', serviceUrl, keys.profilePKey, keys.servicePKey, language] : null,
    () =>
      fetchJson(`${serviceUrl}/eventdata.json`, {
        query: { ...keys!, language },
        schema: eventDataSchema,
      }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

const registrationAnswer = v.object({ responseStatus: v.picklist(RESPONSE_STATUSES) });

/** POST the registration as form data to `<serviceUrl>/{profilePKey}/{servicePKey}`. */
export function postRegistration(serviceUrl: string, keys: EventKeys, fields: URLSearchParams) {
  const url = `${serviceUrl}/${encodeURIComponent(keys.profilePKey)}/${encodeURIComponent(keys.servicePKey)}`;
  return fetchJson(url, { method: 'POST', body: fields, schema: registrationAnswer });
}
