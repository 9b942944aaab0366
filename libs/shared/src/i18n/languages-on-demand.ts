import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { MessageCatalogue } from './message-catalogue';

/**
 * Where the build's messages loader (tools/build/messages-loader.cjs) puts the languages of a
 * catalogue that arrive on demand: a page downloads German (every text's fallback) with the
 * widget and only its own language besides. In jest a catalogue holds every language at once.
 */
export const LANGUAGES_ON_DEMAND = 'ctb:languages-on-demand';

type LoadLanguage = () => Promise<{ default: Record<string, string> }>;
type OnDemand = Partial<Record<Language, LoadLanguage>>;

const ready = new WeakMap<MessageCatalogue, Map<Language, MessageCatalogue>>();
const pending = new WeakMap<MessageCatalogue, Map<Language, Promise<MessageCatalogue>>>();
const combined = new WeakMap<
  readonly MessageCatalogue[],
  Map<Language, Promise<readonly MessageCatalogue[]>>
>();
const combinedReady = new WeakMap<readonly MessageCatalogue[], Map<Language, MessageCatalogue[]>>();

function onDemandOf(catalogue: MessageCatalogue): OnDemand | undefined {
  return (catalogue as Record<string, unknown>)[LANGUAGES_ON_DEMAND] as OnDemand | undefined;
}

function remember<Value>(
  cache: WeakMap<object, Map<Language, Value>>,
  key: object,
  language: Language,
  value: Value,
): Value {
  const byLanguage = cache.get(key) ?? new Map<Language, Value>();
  byLanguage.set(language, value);
  cache.set(key, byLanguage);
  return value;
}

/** The catalogue with `language` in it: at once when it is there, else once it has loaded. */
function catalogueIn(
  catalogue: MessageCatalogue,
  language: Language,
): MessageCatalogue | Promise<MessageCatalogue> {
  const load = language === DEFAULT_LANGUAGE ? undefined : onDemandOf(catalogue)?.[language];
  if (!load) return catalogue;
  const done = ready.get(catalogue)?.get(language);
  if (done) return done;
  const loading = pending.get(catalogue)?.get(language);
  if (loading) return loading;
  const arriving = load().then(
    (texts) => ({ ...catalogue, [language]: texts.default }),
    (error: unknown) => {
      // The widget still works: every text falls back to German.
      console.warn(`[ctb] texts in "${language}" did not load; German is shown instead`, error);
      return catalogue;
    },
  );
  remember(
    pending,
    catalogue,
    language,
    arriving.then((loaded) => remember(ready, catalogue, language, loaded)),
  );
  return pending.get(catalogue)!.get(language)!;
}

/**
 * The catalogues with `language` loaded: the same array at once when nothing is missing (as in
 * jest, or once a widget's texts arrived), else one promise per array and language (stable, as
 * React's `use` needs).
 */
export function cataloguesIn(
  catalogues: readonly MessageCatalogue[],
  language: Language,
): readonly MessageCatalogue[] | Promise<readonly MessageCatalogue[]> {
  const each = catalogues.map((catalogue) => catalogueIn(catalogue, language));
  if (each.every((entry, index) => entry === catalogues[index])) return catalogues;
  if (!each.some((entry) => entry instanceof Promise)) {
    const known = combinedReady.get(catalogues)?.get(language);
    if (known && known.every((entry, index) => entry === each[index])) return known;
    return remember(combinedReady, catalogues, language, each as MessageCatalogue[]);
  }
  const known = combined.get(catalogues)?.get(language);
  if (known) return known;
  return remember(combined, catalogues, language, Promise.all(each));
}
