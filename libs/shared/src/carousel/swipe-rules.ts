/**
 * The site's swipe rules (SPEC): a touch that moves 10 px vertically first scrolls the page; a
 * swipe changes slides once it has moved 100 px horizontally while staying within 25 px of its
 * vertical starting line.
 */
export const SWIPE_RULES = {
  /** Pixels a touch moves before anything happens (vertically: the page scrolls). */
  startThreshold: 10,
  /** Horizontal distance that changes the slide. */
  distance: 100,
  /** Largest vertical drift of a horizontal swipe. */
  maxDrift: 25,
} as const;

export type SwipeIntent = 'next' | 'previous' | 'scroll' | 'none';

/** What a finished touch movement of `dx`/`dy` pixels means (left is negative `dx`). */
export function swipeIntent(dx: number, dy: number): SwipeIntent {
  const horizontal = Math.abs(dx);
  const vertical = Math.abs(dy);
  if (
    vertical > SWIPE_RULES.maxDrift ||
    (vertical > SWIPE_RULES.startThreshold && vertical > horizontal)
  )
    return 'scroll';
  if (horizontal < SWIPE_RULES.distance) return 'none';
  return dx < 0 ? 'next' : 'previous';
}

/** The same rules as swiper parameters (the angle a 25 px drift makes over 100 px). */
export const SWIPER_TOUCH_PARAMS = {
  threshold: SWIPE_RULES.startThreshold,
  touchAngle: (Math.atan(SWIPE_RULES.maxDrift / SWIPE_RULES.distance) * 180) / Math.PI,
  shortSwipes: false,
} as const;

/** swiper's `longSwipesRatio` so that a 100 px swipe pages a group `groupWidth` wide. */
export function longSwipesRatio(groupWidth: number): number {
  if (!(groupWidth > 0)) return 0.5;
  return Math.min(0.5, SWIPE_RULES.distance / groupWidth);
}
