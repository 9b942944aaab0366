import type { Language } from './languages';

/**
 * Messages by language and message id. Missing languages and ids fall back to German. Written as
 * ICU texts; the build compiles each to its syntax tree (tools/build/messages-loader.cjs), as the
 * browser's react-intl has no ICU parser.
 */
export type MessageCatalogue = Partial<Record<Language, Record<string, string>>>;

/**
 * One catalogue or a list of them, nested as deep as code composes them (a widget lists its own
 * and those of the app's common parts it renders). Later catalogues win on equal ids.
 */
export type MessageCatalogues = MessageCatalogue | readonly MessageCatalogues[];

/** The catalogues in order, nesting removed. */
export function flattenCatalogues(catalogues: MessageCatalogues): MessageCatalogue[] {
  if (!Array.isArray(catalogues)) return [catalogues as MessageCatalogue];
  return (catalogues as readonly MessageCatalogues[]).flatMap(flattenCatalogues);
}
