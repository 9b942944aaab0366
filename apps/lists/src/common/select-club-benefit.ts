/** The query parameter of the club discount page naming the selected discount. */
export const CLUB_DISCOUNT_PARAMETER = 'cd-id';

/**
 * Shows a discount's details: sets `cd-id` in the address with a history entry, then tells the
 * page with a popstate event, the same one back and forward send, so the club page needs one
 * listener for all three.
 */
export function selectClubBenefit(voucherId: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(CLUB_DISCOUNT_PARAMETER, voucherId);
  const state = { [CLUB_DISCOUNT_PARAMETER]: voucherId };
  window.history.pushState(state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}
