import { fetchText } from '@ctb/shared/http';
import * as v from '@ctb/shared/validation';

/** SPEC "Upload result". */
const uploadResultSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()), name: v.string() });
export type UploadResult = v.InferOutput<typeof uploadResultSchema>;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The service's own `{message}`, e.g. which limit it enforced. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function readServerMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export interface UploadRequest {
  url: string;
  file: File;
  instanceId: string;
  fieldId: string;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST `/forms/{FORMID}/upload/` as multipart form data (file, instanceId, fieldId). Sent with
 * XMLHttpRequest because fetch reports no upload progress; the answer is checked with valibot.
 */
export function uploadFile({
  url,
  file,
  instanceId,
  fieldId,
  onProgress,
  signal,
}: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const body = new FormData();
    body.append('instanceId', instanceId);
    body.append('fieldId', fieldId);
    body.append('file', file, file.name);
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable)
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        reject(
          new UploadError(
            `upload answered ${request.status}`,
            request.status,
            readServerMessage(request.responseText),
          ),
        );
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        reject(new UploadError('upload answer is not JSON', request.status));
        return;
      }
      const result = v.safeParse(uploadResultSchema, json);
      if (result.success) {
        onProgress(100);
        resolve(result.output);
      } else reject(new UploadError('upload answer is not {id, name}', request.status));
    });
    request.addEventListener('error', () =>
      reject(new UploadError('upload failed on the network', 0)),
    );
    request.addEventListener('abort', () => reject(new UploadError('upload aborted', 0)));
    signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}

/** DELETE `/forms/{FORMID}/upload/{id}?instanceId=`: the service forgets a removed file. */
export async function forgetUpload(uploadUrl: string, id: string, instanceId: string) {
  await fetchText(`${uploadUrl}${encodeURIComponent(id)}`, {
    method: 'DELETE',
    query: { instanceId },
  });
}
