/** Where `/` leads: the German start page (German is the site's default language). */
export const DEFAULT_LANGUAGE_PAGE = '/de/index.html';
