// The build's messages loader: every text compiled to its ICU AST (the browser has no parser), a
// widget's chunk keeps German, the other languages on demand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireHere = createRequire(__filename);
const messagesLoader = requireHere('./messages-loader.cjs') as (
  this: LoaderContext,
  source: string,
) => string;
const { parse } = requireHere('@formatjs/icu-messageformat-parser') as {
  parse: (text: string) => unknown[];
};

interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
}

const MESSAGES = `import type { MessageCatalogue } from '@ctb/shared';
const de = { 'demo.credit.title': 'Kredit', 'demo.credit.rate': '{count, plural, one {# Rate} other {# Raten}}' };
const en: Record<keyof typeof de, string> = { 'demo.credit.title': 'Loan', 'demo.credit.rate': '{count, plural, one {# instalment} other {# instalments}}' };
export const messages = { de, en, fr: { 'demo.credit.title': 'Crédit' } } satisfies MessageCatalogue;
`;
const FILE = '/repo/apps/demo/src/widgets/credit/messages.ts';

function load(source: string, resourceQuery = '', resourcePath = FILE) {
  return messagesLoader.call({ resourcePath, resourceQuery }, source);
}

/** The module the loader emits, evaluated: its exports, the on-demand imports as their requests. */
function evaluate(output: string): Record<string, unknown> {
  const exported: Record<string, unknown> = {};
  const code = output
    .replace(/import\(\/\*[^*]*\*\/ ("[^"]+")\)/g, '$1')
    .replace(/^export const (\w+) =/gm, 'exported.$1 =')
    .replace(/^export default /m, 'exported.default = ');
  new Function('exported', code)(exported);
  return exported;
}

const ast = (text: string) => parse(text);

describe('the messages loader', () => {
  it('keeps German compiled in the module and imports each other language from a chunk per folder', () => {
    const output = load(MESSAGES);
    const { messages } = evaluate(output) as {
      messages: Record<string, Record<string, unknown>>;
    };
    expect(messages.de).toEqual({
      'demo.credit.title': [{ type: 0, value: 'Kredit' }],
      'demo.credit.rate': ast('{count, plural, one {# Rate} other {# Raten}}'),
    });
    expect(output).not.toContain('Loan');
    expect(output).toContain(
      `"en": () => import(/* webpackChunkName: "texts-en-credit" */ "./messages.ts?language=en")`,
    );
    expect(output).toContain(
      `"fr": () => import(/* webpackChunkName: "texts-fr-credit" */ "./messages.ts?language=fr")`,
    );
    expect(Object.keys(messages['ctb:languages-on-demand'] ?? {})).toEqual(['en', 'fr']);
  });

  it('gives one language compiled as the default export when asked for it', () => {
    expect(evaluate(load(MESSAGES, '?language=en')).default).toEqual({
      'demo.credit.title': [{ type: 0, value: 'Loan' }],
      'demo.credit.rate': ast('{count, plural, one {# instalment} other {# instalments}}'),
    });
    expect(evaluate(load(MESSAGES, '?language=fr')).default).toEqual({
      'demo.credit.title': [{ type: 0, value: 'Crédit' }],
    });
    expect(load(MESSAGES, '?language=it')).toBe('export default {};\n');
  });

  it('compiles values, plurals, selects, numbers, dates and tags as react-intl parses them', () => {
    const texts = {
      'demo.all':
        "Hallo {name}: {count, plural, =0 {keine} one {# Rate} other {# Raten}} zu {amount, number, ::currency/EUR}, {kind, select, fixed {fest} other {variabel}}, ab {start, date, long} um {start, time, short}, <b>fett</b>, '{'wörtlich'}'",
    };
    const source = `export const messages = { de: ${JSON.stringify(texts)} };\n`;
    const { messages } = evaluate(load(source)) as { messages: { de: Record<string, unknown> } };
    expect(messages.de['demo.all']).toEqual(ast(texts['demo.all']));
    expect(JSON.stringify(messages.de['demo.all'])).not.toContain('location');
  });

  it('keeps an empty text empty (react-intl shows it as missing, as before)', () => {
    const { messages } = evaluate(
      load(`export const messages = { de: { 'demo.a': 'A', 'demo.b': '' } };\n`),
    ) as { messages: { de: Record<string, unknown> } };
    expect(messages.de['demo.b']).toBe('');
  });

  it('fails the build on a text that is no ICU message, naming the file, language and id', () => {
    const broken = MESSAGES.replace("'Loan'", "'Loan {amount, number'");
    expect(() => load(broken)).toThrow(
      `${FILE}: the "en" text of "demo.credit.title" is no ICU message (EXPECT_ARGUMENT_CLOSING_BRACE at offset 5): "Loan {amount, number"`,
    );
    // Also where the language's own chunk is built.
    expect(() => load(broken, '?language=en')).toThrow(/"en" text of "demo\.credit\.title"/);
  });

  it('fails the build on a plural without its other case (react-intl requires it)', () => {
    const source = `export const messages = { de: { 'demo.rate': '{count, plural, one {# Rate}}' } };\n`;
    expect(() => load(source)).toThrow(
      /the "de" text of "demo\.rate" is no ICU message \(MISSING_OTHER_CLAUSE/,
    );
  });

  it('fails the build on a file that is not pure data, naming it', () => {
    const computed = `import { prefix } from './prefix';\nexport const messages = { de: { [prefix + 'x']: 'X' } };\n`;
    expect(() => load(computed)).toThrow(
      `${FILE} imports "./prefix", but a messages file is data only: cannot compile its texts ahead of time`,
    );
  });

  it('fails the build on a file without German texts', () => {
    expect(() => load(`export const messages = { en: { a: 'A' } };\n`)).toThrow(
      `${FILE} has no German texts (every text's fallback)`,
    );
  });

  it('fails the build on a file without a messages export, naming it', () => {
    expect(() => load(`export const en = { 'common.close': 'Close' };\n`)).toThrow(
      `${FILE} has no \`messages\` export: cannot compile its texts ahead of time`,
    );
  });

  it('compiles every messages file of the repository in every language', () => {
    const root = path.join(__dirname, '../..');
    const files = [
      ...filesUnder(path.join(root, 'apps'), (file) => path.basename(file) === 'messages.ts'),
      ...filesUnder(path.join(root, 'libs/shared/src'), (file) =>
        /[\\/]i18n[\\/]common-messages[\\/]messages\.ts$/.test(file),
      ),
    ];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const output = load(source, '', file);
      for (const language of output.match(/\?language=(\w+)/g) ?? [])
        expect(() => load(source, language, file)).not.toThrow();
    }
  });

  it("compiles with the ICU parser version whose ASTs the browser's react-intl formats", () => {
    const version = (name: string, from: string) => {
      const entry = createRequire(from).resolve(name);
      let dir = path.dirname(entry);
      while (!statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false }))
        dir = path.dirname(dir);
      return [dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version];
    };
    const root = path.join(__dirname, '../..');
    const [reactIntl] = version('react-intl', path.join(root, 'libs/shared/package.json'));
    const [intl] = version('@formatjs/intl', path.join(reactIntl, 'package.json'));
    const [messageFormat] = version('intl-messageformat', path.join(intl, 'package.json'));
    const [, runtime] = version(
      '@formatjs/icu-messageformat-parser',
      path.join(messageFormat, 'package.json'),
    );
    const [, build] = version('@formatjs/icu-messageformat-parser', __filename);
    expect(build).toBe(runtime);
  });
});

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return ['node_modules', 'dist'].includes(name) ? [] : filesUnder(file, test);
    return test(file) ? [file] : [];
  });
}
