/** Services, equipment and self-service devices a branch can have, keyed by filter value. */
export const SERVICES: Record<string, string> = {
  konto: 'Konto & Karten',
  wohnen: 'Wohnbaufinanzierung',
  kredit: 'Privatkredit',
  anlage: 'Wertpapiere & Vorsorge',
  versicherung: 'Versicherungen',
  firmenkunden: 'Firmenkundenbetreuung',
  devisen: 'Fremdwährung & Reisezahlungsmittel',
  safe: 'Schließfächer',
};

export const EQUIPMENT: Record<string, string> = {
  beratungsraum: 'Diskrete Beratungsräume',
  induktion: 'Induktionsschleife für Hörgeräte',
  wlan: 'Gratis-WLAN',
  kassa: 'Bargeldkassa',
  videoberatung: 'Videoberatung',
};

export const SELF_SERVICE: Record<string, string> = {
  bankomat: 'Bankomat',
  einzahlung: 'Einzahlungsautomat',
  kontoauszug: 'Kontoauszugsdrucker',
  ueberweisung: 'Überweisungsterminal',
  muenzen: 'Münzrollengeber',
};

export const labelsOf = (catalogue: Record<string, string>, keys: string[]): string[] =>
  keys.map((key) => catalogue[key] ?? key);

export const keyOfLabel = (catalogue: Record<string, string>, label: string): string | undefined =>
  Object.keys(catalogue).find((key) => catalogue[key] === label);
