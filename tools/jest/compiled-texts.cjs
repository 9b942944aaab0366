// jest transform of the "compiled texts" project (jest.config.cjs): a messages.ts (an app's or
// the shared common messages) compiled by the build's messages loader (every text its ICU AST, every
// language kept, as jest holds them all), so tests run on the texts the browser gets.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { compileCatalogueFile } = require('../build/messages-loader.cjs');

const loaderSource = readFileSync(path.join(__dirname, '../build/messages-loader.cjs'), 'utf8');

module.exports = {
  process(source, file) {
    const exported = { messages: compileCatalogueFile(source, file) };
    const code = [
      `Object.defineProperty(exports, '__esModule', { value: true });`,
      ...Object.entries(exported).map(
        ([name, value]) => `exports.${name} = ${JSON.stringify(value)};`,
      ),
      '',
    ].join('\n');
    return { code };
  },
  getCacheKey(source, file) {
    return createHash('sha256').update(loaderSource).update(file).update(source).digest('hex');
  },
};
