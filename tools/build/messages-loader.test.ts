// The build's messages loader: a widget's chunk keeps German, the other languages on demand.
import { createRequire } from 'node:module';

const requireHere = createRequire(__filename);
const messagesLoader = requireHere('./messages-loader.cjs') as (
  this: LoaderContext,
  source: string,
) => string;

interface LoaderContext {
  resourcePath: string;
  resourceQuery: string;
  emitWarning: (error: Error) => void;
}

const MESSAGES = `import type { MessageCatalogue } from '@ctb/shared';
const de = { 'demo.credit.title': 'Kredit', 'demo.credit.rate': '{count, plural, one {# Rate} other {# Raten}}' };
const en: Record<keyof typeof de, string> = { 'demo.credit.title': 'Loan', 'demo.credit.rate': '{count, plural, one {# instalment} other {# instalments}}' };
export const messages = { de, en, fr: { 'demo.credit.title': 'Crédit' } } satisfies MessageCatalogue;
`;

function load(source: string, resourceQuery = '') {
  const warnings: Error[] = [];
  const output = messagesLoader.call(
    {
      resourcePath: '/repo/apps/demo/src/widgets/credit/messages.ts',
      resourceQuery,
      emitWarning: (error) => warnings.push(error),
    },
    source,
  );
  return { output, warnings };
}

describe('the messages loader', () => {
  it('keeps German in the module and imports each other language from a chunk per folder', () => {
    const { output, warnings } = load(MESSAGES);
    expect(warnings).toEqual([]);
    expect(output).toContain(
      `de: {"demo.credit.title":"Kredit","demo.credit.rate":"{count, plural, one {# Rate} other {# Raten}}"}`,
    );
    expect(output).not.toContain('Loan');
    expect(output).toContain(
      `"en": () => import(/* webpackChunkName: "texts-en-credit" */ "./messages.ts?language=en")`,
    );
    expect(output).toContain(
      `"fr": () => import(/* webpackChunkName: "texts-fr-credit" */ "./messages.ts?language=fr")`,
    );
    expect(output).toContain('"ctb:languages-on-demand"');
    expect(output).not.toContain('"hr"');
  });

  it('gives one language as the default export when asked for it', () => {
    const { output } = load(MESSAGES, '?language=en');
    expect(output).toBe(
      'export default {"demo.credit.title":"Loan","demo.credit.rate":"{count, plural, one {# instalment} other {# instalments}}"};\n',
    );
    expect(load(MESSAGES, '?language=it').output).toBe('export default {};\n');
  });

  it('leaves a file that is not pure data whole, with a warning naming it', () => {
    const computed = `import { prefix } from './prefix';\nexport const messages = { de: { [prefix + 'x']: 'X' } };\n`;
    const { output, warnings } = load(computed);
    expect(output).toBe(computed);
    expect(warnings.map((warning) => warning.message)).toEqual([
      '/repo/apps/demo/src/widgets/credit/messages.ts imports "./prefix", but a messages.ts is data only: not split by language',
    ]);
  });

  it('leaves a file without German texts whole', () => {
    const { warnings } = load(`export const messages = { en: { a: 'A' } };\n`);
    expect(warnings[0]?.message).toMatch(/has no `messages` export with German texts/);
  });
});
