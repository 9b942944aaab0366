// A neutral silhouette for employees without a picture: decorative, so it gets an empty alt.
const silhouette =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" fill="#e8f1f9"/>' +
  '<circle cx="48" cy="36" r="18" fill="#8a949e"/>' +
  '<path d="M14 96c2-22 16-34 34-34s32 12 34 34z" fill="#8a949e"/></svg>';

export const DEFAULT_PORTRAIT = `data:image/svg+xml,${encodeURIComponent(silhouette)}`;
