// Compiles the texts ahead of time. An app's messages.ts files (pure data by convention:
// `export const messages = { de, en, fr, hr, it, sl }`) and the shared common messages
// (libs/shared/src/i18n/common-messages/messages.ts, the same shape) become each
// text's ICU message AST, so that the browser's react-intl needs no ICU parser (the builds alias
// it to the parser package's `no-parser.js`, see icuParserAliases in index.cjs). A text that does
// not parse fails the build, naming the file, the language and the id.
//
// A messages.ts is also split by language: a widget's chunk carries its German texts (every
// text's fallback) and the other languages arrive only on a page in that language, one chunk per
// language and folder (`texts-<language>-<widget folder or common>`), so a page gets only the
// texts of the widgets it holds; the widget runtime loads them before the first render.
// The key below is LANGUAGES_ON_DEMAND of libs/shared/src/i18n/languages-on-demand.ts.
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');
// The version react-intl's intl-messageformat formats (pinned alike in package.json, checked by
// messages-loader.test.ts): the AST's shape is a contract between this parser and that formatter.
const { parse } = require('@formatjs/icu-messageformat-parser');

const LANGUAGES_ON_DEMAND = 'ctb:languages-on-demand';
const DEFAULT_LANGUAGE = 'de';
const LANGUAGE = /^[a-z]{2}$/;

const isTexts = (value) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((text) => typeof text === 'string');

/** Evaluates the data file (type imports erased) and returns its exports, or throws. */
function evaluate(source, file) {
  const { code } = transformSync(source, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const require = (name) => {
    throw new Error(`imports "${name}", but a messages file is data only`);
  };
  vm.runInNewContext(code, { module, exports: module.exports, require }, { timeout: 1000 });
  return module.exports;
}

/** A file's texts by language: its `messages` export. Throws when the file is not such data. */
function readCatalogue(source, file) {
  const byLanguage = evaluate(source, file).messages;
  if (!byLanguage || typeof byLanguage !== 'object' || Object.keys(byLanguage).length === 0)
    throw new Error('has no `messages` export');
  for (const [language, texts] of Object.entries(byLanguage))
    if (!LANGUAGE.test(language) || !isTexts(texts))
      throw new Error(`has "${language}" that is not a language of plain texts`);
  return byLanguage;
}

/**
 * Each text's ICU AST, parsed as react-intl would at run time (its default options, the
 * language's locale). An empty text stays empty: react-intl treats it as missing, as before.
 */
function compileTexts(texts, language, file) {
  const locale = new Intl.Locale(language);
  const compiled = {};
  for (const [id, text] of Object.entries(texts)) {
    if (text === '') {
      compiled[id] = '';
      continue;
    }
    try {
      compiled[id] = parse(text, { locale });
    } catch (error) {
      const where = error.location ? ` at offset ${error.location.start.offset}` : '';
      throw new Error(
        `${file}: the "${language}" text of "${id}" is no ICU message (${error.message}${where}): ${JSON.stringify(text)}`,
      );
    }
  }
  return compiled;
}

/** Every language of a messages file compiled, by language (also jest's transform). */
function compileCatalogueFile(source, file) {
  let catalogue;
  try {
    catalogue = readCatalogue(source, file);
  } catch (error) {
    // Texts left as source would reach a browser that has no ICU parser: fail the build.
    throw new Error(`${file} ${error.message}: cannot compile its texts ahead of time`);
  }
  const byLanguage = {};
  for (const [language, texts] of Object.entries(catalogue))
    byLanguage[language] = compileTexts(texts, language, file);
  return byLanguage;
}

module.exports = function messagesLoader(source) {
  const file = this.resourcePath;
  const byLanguage = compileCatalogueFile(source, file);
  if (!byLanguage[DEFAULT_LANGUAGE])
    throw new Error(`${file} has no German texts (every text's fallback)`);
  const language = new URLSearchParams(this.resourceQuery.slice(1)).get('language');
  if (language) return `export default ${JSON.stringify(byLanguage[language] ?? {})};\n`;
  const request = JSON.stringify(`./${path.basename(file)}`);
  const folder = path.basename(path.dirname(file));
  const onDemand = Object.keys(byLanguage)
    .filter((other) => other !== DEFAULT_LANGUAGE)
    .map(
      (other) =>
        `${JSON.stringify(other)}: () => import(/* webpackChunkName: "texts-${other}-${folder}" */ ${request.slice(0, -1)}?language=${other}")`,
    );
  return [
    `export const messages = {`,
    `  ${DEFAULT_LANGUAGE}: ${JSON.stringify(byLanguage[DEFAULT_LANGUAGE])},`,
    `  ${JSON.stringify(LANGUAGES_ON_DEMAND)}: { ${onDemand.join(', ')} },`,
    `};`,
    '',
  ].join('\n');
};

module.exports.compileCatalogueFile = compileCatalogueFile;
