/** SPEC "Lists and maps": the map starts over Austria and searches only from zoom 6. */
export const DEFAULT_CENTER = { lat: 47.55, lng: 14.18 } as const;
export const DEFAULT_ZOOM = 6;
export const MIN_SEARCH_ZOOM = 6;
/** An empty answer above this zoom zooms out by one and searches again. */
export const ZOOM_OUT_RETRY_ABOVE = 13;
/** Where a chosen place is shown: close enough to see its branches, one step above the retry. */
export const LOCATION_ZOOM = 14;
/** The sidebar renders this many results at first and this many more near its end. */
export const RESULTS_PAGE = 10;
/** "Near the end": scrolled within this many pixels of the bottom. */
export const LOAD_MORE_DISTANCE = 50;
/** A vertical touch swipe beyond this many pixels moves the sidebar one state. */
export const SWIPE_THRESHOLD = 40;
/** Skeleton placeholders while a search runs. */
export const SKELETON_COUNT = 5;
