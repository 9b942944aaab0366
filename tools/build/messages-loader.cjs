// Compiles an app's messages.ts files (pure data by convention: `export const messages = { de,
// en, fr, hr, it, sl }`) ahead of time, so that a widget's chunk carries its German texts (every
// text's fallback) and the other languages arrive only on a page in that language: one chunk per
// language and folder (`texts-<language>-<widget folder or common>`), so a page gets only the
// texts of the widgets it holds; the widget runtime loads them before the first render.
// The key below is LANGUAGES_ON_DEMAND of libs/shared/src/i18n/languages-on-demand.ts.
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');

const LANGUAGES_ON_DEMAND = 'ctb:languages-on-demand';
const DEFAULT_LANGUAGE = 'de';

/** Evaluates the data file (type imports erased) and returns its `messages`, or throws. */
function readMessages(source, file) {
  const { code } = transformSync(source, {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const require = (name) => {
    throw new Error(`imports "${name}", but a messages.ts is data only`);
  };
  vm.runInNewContext(code, { module, exports: module.exports, require }, { timeout: 1000 });
  const { messages } = module.exports;
  const isTexts = (value) =>
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((text) => typeof text === 'string');
  if (!messages || typeof messages !== 'object' || !isTexts(messages[DEFAULT_LANGUAGE]))
    throw new Error('has no `messages` export with German texts');
  for (const [language, texts] of Object.entries(messages))
    if (!/^[a-z]{2}$/.test(language) || !isTexts(texts))
      throw new Error(`has "${language}" that is not a language of plain texts`);
  return messages;
}

module.exports = function messagesLoader(source) {
  const file = this.resourcePath;
  let messages;
  try {
    messages = readMessages(source, file);
  } catch (error) {
    // Left as it is (every language in the chunk); the app's messages test names the problem.
    this.emitWarning(new Error(`${file} ${error.message}: not split by language`));
    return source;
  }
  const language = new URLSearchParams(this.resourceQuery.slice(1)).get('language');
  if (language) return `export default ${JSON.stringify(messages[language] ?? {})};\n`;
  const request = JSON.stringify(`./${path.basename(file)}`);
  const folder = path.basename(path.dirname(file));
  const onDemand = Object.keys(messages)
    .filter((other) => other !== DEFAULT_LANGUAGE)
    .map(
      (other) =>
        `${JSON.stringify(other)}: () => import(/* webpackChunkName: "texts-${other}-${folder}" */ ${request.slice(0, -1)}?language=${other}")`,
    );
  return [
    `export const messages = {`,
    `  ${DEFAULT_LANGUAGE}: ${JSON.stringify(messages[DEFAULT_LANGUAGE])},`,
    `  ${JSON.stringify(LANGUAGES_ON_DEMAND)}: { ${onDemand.join(', ')} },`,
    `};`,
    '',
  ].join('\n');
};
