/**
 * Decodes base64 text as UTF-8 (`atob` alone would turn "Über-uns" into mojibake). Throws a
 * TypeError when the input is not base64 or not UTF-8.
 */
export function decodeBase64Utf8(encoded: string): string {
  const binary = atob(encoded.trim());
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The inverse of decodeBase64Utf8, for tests and fixtures. */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}
