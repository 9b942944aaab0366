import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isLanguage } from '../../common/config/app-names';
import { parseRequest } from '../../common/http/parse-request';
import { isFreeSlot, viennaToday } from '../data/appointment-times';
import { formDefinition } from '../data/definitions';
import type { FormsServices } from '../data/forms-services';
import { bodyHash } from '../data/forms-store';
import { LIMITED_FORMS } from '../data/remaining-limits';
import { languageOf } from '../data/submission-messages';
import { validateSubmission } from '../data/submission-validation';

interface FormParams {
  formId: string;
}

const instanceQuery = v.object({
  instanceId: v.pipe(
    v.string('instanceId is required'),
    v.regex(/^[\w-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
  ),
});
const idempotencyKey = v.pipe(v.string(), v.regex(/^[\w-]{16,128}$/));
const submissionFrame = v.looseObject({
  instanceId: v.pipe(v.string('instanceId is required'), v.regex(/^[\w-]{8,64}$/)),
  tokenId: v.string('tokenId is required'),
});

const notFound = (formId: string) => ({ message: `Unknown form "${formId}".` });

/**
 * The form services of the CMS host (docs/contracts.md, "Forms"): definitions, form tokens,
 * processForm with idempotency keys, the remaining limits and the stored submissions for QA.
 */
export function registerFormRoutes(app: FastifyInstance, services: FormsServices): void {
  const definitionFor = (request: FastifyRequest<{ Params: FormParams }>) =>
    formDefinition(request.params.formId, 'de');
  const limitsOf = (formId: string) =>
    LIMITED_FORMS[formId]?.(services.store().submissions(formId));

  app.get<{ Params: FormParams; Querystring: { lang?: string } }>(
    '/forms/:formId/definition.json',
    async (request, reply) => {
      const language =
        request.query.lang && isLanguage(request.query.lang) ? request.query.lang : 'de';
      const definition = formDefinition(request.params.formId, language);
      if (!definition) return reply.code(404).send(notFound(request.params.formId));
      return reply.header('cache-control', 'no-cache').send(definition);
    },
  );

  app.get<{ Params: FormParams }>('/forms/:formId/token/', async (request, reply) => {
    if (!definitionFor(request)) return reply.code(404).send(notFound(request.params.formId));
    const { instanceId } = parseRequest(instanceQuery, request.query, 'query parameters');
    return reply
      .header('cache-control', 'no-store')
      .send({ tokenId: services.tokens.issue(request.params.formId, instanceId) });
  });

  app.get<{ Params: FormParams }>(
    '/forms/:formId/remaining-limits.json',
    async (request, reply) => {
      const limits = limitsOf(request.params.formId);
      if (!limits)
        return reply.code(404).send({ message: `Form "${request.params.formId}" has no limits.` });
      return reply.header('cache-control', 'no-store').send({ remainingLimits: limits });
    },
  );

  app.get<{ Params: FormParams }>('/forms/:formId/submissions.json', async (request, reply) => {
    if (!definitionFor(request)) return reply.code(404).send(notFound(request.params.formId));
    const submissions = services.store().submissions(request.params.formId);
    return reply
      .header('cache-control', 'no-store')
      .send({ formId: request.params.formId, submissions });
  });

  app.post<{ Params: FormParams }>('/forms/:formId/processForm/', async (request, reply) => {
    const { formId } = request.params;
    const definition = definitionFor(request);
    if (!definition) return reply.code(404).send(notFound(formId));
    const key = request.headers['idempotency-key'];
    if (!v.is(idempotencyKey, key))
      return reply.code(400).send({
        message: 'Header Idempotency-Key is required: 16 to 128 letters, digits, - or _.',
      });
    const body = parseRequest(submissionFrame, request.body, 'request body');
    const store = services.store();
    const hash = bodyHash(body);
    const earlier = store.findByKey(key);
    if (earlier) {
      // The same submission again (a retry after a timeout, a second click): the first answer.
      if (earlier.bodyHash !== hash)
        return reply
          .code(422)
          .send({ message: 'This Idempotency-Key was used for another submission.' });
      return reply
        .code(200)
        .header('idempotent-replayed', 'true')
        .send({ submissionId: earlier.submissionId, reference: earlier.reference });
    }
    if (!services.tokens.verify(body.tokenId, formId, body.instanceId))
      return reply
        .code(403)
        .send({ message: 'The form token is missing, expired or not for this form.' });
    const today = viennaToday(services.now());
    const { values, fieldErrors } = validateSubmission(definition, body, {
      language: languageOf(request.headers['accept-language']),
      today,
      limits: limitsOf(formId),
      uploadsOf: (fieldId) =>
        new Set(store.uploads(formId, body.instanceId, fieldId).map((upload) => upload.id)),
      isFreeSlot: (branchId, block) => isFreeSlot(branchId ?? 'default', block, today),
    });
    if (Object.keys(fieldErrors).length > 0)
      return reply.code(400).send({ message: 'Some fields are not valid.', fieldErrors });
    const stored = store.addSubmission(formId, body.instanceId, key, hash, values);
    return reply.code(201).send({ submissionId: stored.submissionId, reference: stored.reference });
  });
}
