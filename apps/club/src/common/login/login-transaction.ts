import * as v from '@ctb/shared/validation';

/**
 * What the browser keeps between leaving for the identity provider and coming back: the PKCE
 * verifier, state and nonce of that one login, the exact redirect URI, and where on the page to
 * return to (the discount open before, and what the visitor wanted from it). sessionStorage, so
 * it stays in this tab and goes with it; read once and removed at once.
 */
export const LOGIN_TRANSACTION_KEY = 'ctb.clubLogin';
/** A login not finished within this time is refused on return (the IdP's own code lives 60 s). */
const MAX_AGE_MS = 15 * 60 * 1000;

const transactionSchema = v.object({
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  redirectUri: v.string(),
  /** the page's query before the login (e.g. `?cd-id=cb-0001`), restored after it */
  returnSearch: v.string(),
  /** what the visitor asked for when the login started */
  intent: v.optional(
    v.object({ voucherId: v.string(), action: v.picklist(['promoCode', 'shopLink']) }),
  ),
  createdAt: v.number(),
});

export type LoginTransaction = v.InferOutput<typeof transactionSchema>;
export type LoginIntent = NonNullable<LoginTransaction['intent']>;

export function saveTransaction(transaction: LoginTransaction): void {
  window.sessionStorage.setItem(LOGIN_TRANSACTION_KEY, JSON.stringify(transaction));
}

/** The pending login, removed from storage in the same step: a second read finds nothing. */
export function takeTransaction(now = Date.now()): LoginTransaction | undefined {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(LOGIN_TRANSACTION_KEY);
    window.sessionStorage.removeItem(LOGIN_TRANSACTION_KEY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const result = v.safeParse(transactionSchema, JSON.parse(text));
    if (!result.success || now - result.output.createdAt > MAX_AGE_MS) return undefined;
    return result.output;
  } catch {
    return undefined;
  }
}
