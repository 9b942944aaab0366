import type { ConsentCategory } from '../consent/consent-category';

/** A third-party script was requested before the visitor consented to it. */
export class ConsentRequiredError extends Error {
  override readonly name = 'ConsentRequiredError';

  constructor(readonly category: ConsentCategory) {
    super(`Consent "${category}" is required before this content can load.`);
  }
}
