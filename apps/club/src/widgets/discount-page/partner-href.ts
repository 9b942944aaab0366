import { safeHref } from '@ctb/shared/runtime';

/**
 * A partner's link from the club service through the shared safe-URL check. Partner shops live
 * on origins nobody can list in advance, so any https origin is allowed; every other scheme
 * (javascript:, data:, plain http) is dropped and logged.
 */
export function partnerHref(value: string, source: string): string | undefined {
  let origin: string | undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') origin = url.origin;
  } catch {
    origin = undefined;
  }
  return safeHref(value, {
    allowedOrigins: origin ? [origin] : [],
    source: `club/discount-page ${source}`,
  });
}
