/** The page configuration (`script#page-config`) is missing or one of its settings is wrong. */
export class PageConfigError extends Error {
  override readonly name = 'PageConfigError';

  constructor(
    message: string,
    /** The setting that is wrong, e.g. `paasBaseUrl`; absent when the whole block is unusable. */
    readonly setting?: string,
  ) {
    super(message);
  }
}
