/**
 * Loads the overlay's chunk (map, sidebar and dialog). Its own module, so a test can make the
 * load fail like a ChunkLoadError after a release replaced the chunks.
 */
export const loadBankSearchOverlay = () => import('./bank-search-overlay');
