/** The bank's mark as the site icon (also spares Chromium its favicon 404). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b5d3b"/><path d="M8 23V9h8.5a4.5 4.5 0 0 1 1.6 8.7L22.5 23h-3.9l-3.8-5H11.6v5zm3.6-8h4.6a1.6 1.6 0 0 0 0-3.1h-4.6z" fill="#fff"/></svg>`;
