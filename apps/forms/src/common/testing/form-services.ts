import { http, HttpResponse } from 'msw';

export interface Submitted {
  formId: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/** msw stand-ins of the form token and processForm services; what was posted is recorded. */
export function formServices() {
  const submitted: Submitted[] = [];
  let tokens = 0;
  const handlers = [
    http.get('http://localhost/forms/:formId/token/', ({ request }) => {
      tokens += 1;
      const instanceId = new URL(request.url).searchParams.get('instanceId');
      return HttpResponse.json({ tokenId: `token-${tokens}-${instanceId}` });
    }),
    http.post('http://localhost/forms/:formId/processForm/', async ({ request, params }) => {
      submitted.push({
        formId: String(params.formId),
        body: (await request.json()) as Record<string, unknown>,
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return HttpResponse.json(
        { submissionId: `s-${submitted.length}`, reference: `KF-2026-000${submitted.length}` },
        { status: 201 },
      );
    }),
  ];
  return { handlers, submitted, tokenCount: () => tokens };
}
