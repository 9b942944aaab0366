import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** How long a form token is accepted; the widget fetches a new one every two minutes. */
export const FORM_TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * Form tokens: `<random id>.<issued at>.<HMAC of form, instance, id and time>`. A submission
 * must carry one issued for its form and instance, not older than the lifetime. Stateless; the
 * secret is random per process unless the config fixes one (tests), as with a key rotation.
 */
export function createFormTokens(secret: string | undefined, now: () => Date) {
  const key = secret ? `forms:${secret}` : randomBytes(32).toString('hex');
  const sign = (formId: string, instanceId: string, id: string, issuedAt: number) =>
    createHmac('sha256', key)
      .update(`${formId}\n${instanceId}\n${id}\n${issuedAt}`)
      .digest('base64url');
  return {
    issue(formId: string, instanceId: string): string {
      const id = randomUUID();
      const issuedAt = now().getTime();
      return `${id}.${issuedAt}.${sign(formId, instanceId, id, issuedAt)}`;
    },
    verify(token: unknown, formId: string, instanceId: string): boolean {
      if (typeof token !== 'string') return false;
      const [id = '', issued = '', signature = ''] = token.split('.');
      const issuedAt = Number(issued);
      if (!id || !Number.isFinite(issuedAt)) return false;
      const expected = Buffer.from(sign(formId, instanceId, id, issuedAt));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const age = now().getTime() - issuedAt;
      return age >= -30_000 && age <= FORM_TOKEN_LIFETIME_MS;
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
