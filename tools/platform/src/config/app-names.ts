/** The seven domain apps, in the order the architecture lists them. */
export const DOMAINS = [
  'lists',
  'banksearch',
  'calculators',
  'forms',
  'club',
  'market',
  'chrome',
] as const;
export type Domain = (typeof DOMAINS)[number];

/** Every app the platform serves from its own origin: the shell plus the domains. */
export const APP_NAMES = ['shell', ...DOMAINS] as const;
export type AppName = (typeof APP_NAMES)[number];

export function isAppName(value: string): value is AppName {
  return (APP_NAMES as readonly string[]).includes(value);
}

/** Fixed local ports (docs/contracts.md, "Local origins"). */
export const DEFAULT_APP_PORTS: Record<AppName, number> = {
  shell: 8100,
  lists: 8101,
  banksearch: 8102,
  calculators: 8103,
  forms: 8104,
  club: 8105,
  market: 8106,
  chrome: 8107,
};

/** The page languages of the demo site; German is the default. */
export const LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
