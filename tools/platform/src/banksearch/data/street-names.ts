/** Street names common in Austrian towns; a branch gets one by its seeded PRNG. */
export const STREET_NAMES = [
  'Hauptplatz',
  'Hauptstraße',
  'Stadtplatz',
  'Marktplatz',
  'Bahnhofstraße',
  'Kirchenplatz',
  'Rathausplatz',
  'Kirchengasse',
  'Schulgasse',
  'Postgasse',
  'Wiener Straße',
  'Grazer Straße',
  'Linzer Straße',
  'Salzburger Straße',
  'Dr.-Karl-Renner-Straße',
  'Kaiser-Franz-Josef-Straße',
  'Lindengasse',
  'Mühlgasse',
  'Florianigasse',
  'Raiffeisenplatz',
  'Europaplatz',
  'Bahnhofplatz',
  'Sparkassenplatz',
  'Dorfstraße',
  'Industriestraße',
  'Josef-Ressel-Straße',
  'Anton-Wildgans-Gasse',
  'Erzherzog-Johann-Straße',
  'Mozartstraße',
  'Schillerstraße',
] as const;

/** Plain slug for ids, URLs and e-mail addresses: "Sankt Pölten" -> "sankt-poelten". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
