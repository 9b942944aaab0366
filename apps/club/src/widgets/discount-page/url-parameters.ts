/** SPEC section 2: the club discount page's query parameters. */
export const DISCOUNT_PARAMETER = 'cd-id';

const FEDERAL_STATES = [
  'Wien',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Tirol',
  'Vorarlberg',
  'Kärnten',
  'Steiermark',
  'Burgenland',
];
const RELATIONSHIP_TYPES = ['clubMember', 'bankCustomer'];
const VOUCHER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface DiscountPageParameters {
  /** the selected discount, or undefined for the overview */
  discountId: string | undefined;
  federalStates: string[];
  relationshipTypes: string[];
}

const warn = (message: string) => console.warn(`[ctb] club/discount-page: ${message}`);

/** The values of a list parameter, repeated or comma-separated; unknown ones are dropped, logged. */
function listParameter(params: URLSearchParams, name: string, allowed: string[]): string[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  const known = values.map((value) => value.trim()).filter(Boolean);
  const unknown = known.filter((value) => !allowed.includes(value));
  if (unknown.length > 0)
    warn(`ignored unknown ${name} ${unknown.map((u) => `"${u}"`).join(', ')}`);
  return [...new Set(known.filter((value) => allowed.includes(value)))];
}

/**
 * Reads `cd-id`, `federalStates` and `relationshipTypes` from the address. A malformed or unknown
 * value is ignored and logged: the page shows what it can, never an error page. (`code` belongs to
 * the login return, read and removed by the login code.)
 */
export function readDiscountPageParameters(
  search = window.location.search,
): DiscountPageParameters {
  const params = new URLSearchParams(search);
  const raw = params.get(DISCOUNT_PARAMETER);
  let discountId: string | undefined;
  if (raw !== null) {
    if (VOUCHER_ID.test(raw)) discountId = raw;
    else warn(`ignored malformed ${DISCOUNT_PARAMETER} "${raw.slice(0, 80)}"`);
  }
  return {
    discountId,
    federalStates: listParameter(params, 'federalStates', FEDERAL_STATES),
    relationshipTypes: listParameter(params, 'relationshipTypes', RELATIONSHIP_TYPES),
  };
}

/** The address of the overview: the current one without `cd-id`. */
export function overviewUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(DISCOUNT_PARAMETER);
  return `${url.pathname}${url.search}${url.hash}`;
}
