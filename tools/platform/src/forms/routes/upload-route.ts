import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { formDefinition } from '../data/definitions';
import { allFields } from '../data/definition-types';
import type { FormsServices } from '../data/forms-services';
import { languageOf } from '../data/submission-messages';

/** Refused before any form's own limit: nothing larger is read into memory. */
const HARD_LIMIT_BYTES = 20_000_000;
/** SPEC: the configured megabytes times 1,000,000. */
const BYTES_PER_MB = 1_000_000;

const TEXTS = {
  de: {
    count: (name: string, max: number) =>
      `Sie können höchstens ${max} Dateien hochladen. „${name}“ wurde nicht hinzugefügt.`,
    size: (name: string, max: number) => `Die Datei „${name}“ ist größer als ${max} MB.`,
    extension: (name: string, accept: string) =>
      `Die Datei „${name}“ hat kein erlaubtes Format (${accept}).`,
  },
  en: {
    count: (name: string, max: number) =>
      `You can upload at most ${max} files. “${name}” was not added.`,
    size: (name: string, max: number) => `The file “${name}” is larger than ${max} MB.`,
    extension: (name: string, accept: string) =>
      `The file “${name}” is not in an accepted format (${accept}).`,
  },
};

const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';

/**
 * POST `/forms/{FORMID}/upload/` (multipart: instanceId, fieldId, file) -> `{ id, name }`: the
 * file is kept in the forms database for that form instance and field. The field's count, size
 * and extension limits are enforced here as the widget enforces them. DELETE
 * `/forms/{FORMID}/upload/{id}?instanceId=` forgets a file the visitor removed (204, else 404).
 */
export function registerUploadRoute(app: FastifyInstance, services: FormsServices): void {
  // Not awaited: fastify loads the plugin with the server, after every route is declared.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 4, fileSize: HARD_LIMIT_BYTES },
    });
    scope.post<{ Params: { formId: string } }>('/forms/:formId/upload/', async (request, reply) => {
      const definition = formDefinition(request.params.formId, 'de');
      if (!definition)
        return reply.code(404).send({ message: `Unknown form "${request.params.formId}".` });
      if (!request.isMultipart())
        return reply.code(400).send({ message: 'Send the file as multipart/form-data.' });
      const texts = TEXTS[languageOf(request.headers['accept-language'])];
      const fields: Record<string, string> = {};
      let file: { name: string; type: string; data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file')
            file = { name: part.filename, type: part.mimetype, data: await part.toBuffer() };
          else fields[part.fieldname] = String(part.value);
        }
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
          return reply
            .code(413)
            .send({ message: `Files above ${HARD_LIMIT_BYTES / BYTES_PER_MB} MB are refused.` });
        throw error;
      }
      const field = allFields(definition).find((candidate) => candidate.id === fields.fieldId);
      if (!field || field.type !== 'upload')
        return reply
          .code(400)
          .send({ message: `fieldId must name an upload field of form "${definition.id}".` });
      if (!fields.instanceId || !/^[\w-]{8,64}$/.test(fields.instanceId))
        return reply.code(400).send({ message: 'instanceId is required.' });
      if (!file || !file.name) return reply.code(400).send({ message: 'file is required.' });
      const store = services.store();
      const kept = store.uploads(definition.id, fields.instanceId, field.id);
      if (kept.length >= field.maxFiles)
        return reply.code(400).send({ message: texts.count(file.name, field.maxFiles) });
      if (!field.accept.includes(extensionOf(file.name)))
        return reply
          .code(400)
          .send({ message: texts.extension(file.name, field.accept.join(', ')) });
      if (file.data.length > field.maxSizeMb * BYTES_PER_MB)
        return reply.code(400).send({ message: texts.size(file.name, field.maxSizeMb) });
      const upload = store.addUpload(
        definition.id,
        fields.instanceId,
        field.id,
        file.name,
        file.type,
        file.data,
      );
      return reply.code(201).send({ id: upload.id, name: upload.name });
    });
  });

  // A removed file frees its place: the count limit is about the files the form will send.
  app.delete<{
    Params: { formId: string; uploadId: string };
    Querystring: { instanceId?: string };
  }>('/forms/:formId/upload/:uploadId', async (request, reply) => {
    const { formId, uploadId } = request.params;
    const { instanceId } = request.query;
    if (!instanceId || !/^[\w-]{8,64}$/.test(instanceId))
      return reply.code(400).send({ message: 'instanceId is required.' });
    if (!services.store().removeUpload(formId, instanceId, uploadId))
      return reply.code(404).send({ message: 'No such file in this form instance.' });
    return reply.code(204).send();
  });
}
