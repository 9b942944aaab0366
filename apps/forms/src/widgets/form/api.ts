import { fetchJson, HttpError, useSWRImmutable } from '@ctb/shared/http';
import * as v from '@ctb/shared/validation';

const formPath = (base: string, formId: string, rest: string) =>
  `${base}/forms/${encodeURIComponent(formId)}/${rest}`;

const limitsAnswer = v.object({
  remainingLimits: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** Remaining places per field, from the form's limits URL (read again after each submission). */
export function useRemainingLimits(url: string | undefined) {
  return useSWRImmutable(url ? ['forms.remainingLimits', url] : null, () =>
    fetchJson(url!, { schema: limitsAnswer }).then((answer) => answer.remainingLimits),
  );
}

const tokenAnswer = v.object({ tokenId: v.pipe(v.string(), v.nonEmpty()) });

/** GET the form token endpoint for `{FORMID}` with `instanceId`: the token id a submission carries. */
export async function fetchFormToken(
  base: string,
  formId: string,
  instanceId: string,
): Promise<string> {
  const answer = await fetchJson(formPath(base, formId, 'token/'), {
    query: { instanceId },
    schema: tokenAnswer,
  });
  return answer.tokenId;
}

const submitAnswer = v.object({
  submissionId: v.pipe(v.string(), v.nonEmpty()),
  reference: v.pipe(v.string(), v.nonEmpty()),
});
export type SubmitAnswer = v.InferOutput<typeof submitAnswer>;

/** What a 400 of processForm says: a message per field the server refused. */
const fieldErrorsBody = v.object({
  message: v.string(),
  fieldErrors: v.record(v.string(), v.string()),
});

export class SubmitRefusedError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('the form service refused some fields');
    this.name = 'SubmitRefusedError';
  }
}

/**
 * POST `/forms/{FORMID}/processForm/` as JSON with the idempotency key of this submission: a
 * retry with the same key (after a timeout, a double click) is answered with the first result.
 */
export async function submitForm(
  base: string,
  formId: string,
  payload: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SubmitAnswer> {
  try {
    return await fetchJson(formPath(base, formId, 'processForm/'), {
      method: 'POST',
      body: payload,
      headers: { 'Idempotency-Key': idempotencyKey },
      schema: submitAnswer,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const body = v.safeParse(fieldErrorsBody, error.body);
      if (body.success) throw new SubmitRefusedError(body.output.fieldErrors);
    }
    throw error;
  }
}
