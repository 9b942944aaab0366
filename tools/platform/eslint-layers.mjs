// The layers of tools/platform/src (tools/platform/README.md, "Layout"), enforced with
// no-restricted-imports: servers -> domains -> rendering -> common, a domain never imports
// another, servers reach a domain only through its index.ts, production code never imports testing/.
import manifest from '../apps.json' with { type: 'json' };

const src = 'tools/platform/src';
const domains = Object.keys(manifest.apps).filter((app) => app !== 'shell');
/** Folders at the domains' level: the domains and the third-party stand-ins. */
const modules = [...domains, 'maps-stand-in'];

const order = 'servers -> domains -> rendering -> common (tools/platform/README.md, "Layout")';
const forbid = (folder, target, why) => ({
  group: [`**/${target}`, `**/${target}/**`],
  message: `${folder}/ must not import ${target}/: ${why}; ${order}.`,
});
const deepImport = (target) => ({
  group: [`**/${target}/**`],
  message: `servers/ imports a domain only through its index.ts (../${target}), never its inside.`,
});

function forbidden(folder, { isTest }) {
  const testing = isTest ? [] : [forbid(folder, 'testing', 'testing/ is for tests only')];
  if (folder === 'servers') return [...testing, ...(isTest ? [] : modules.map(deepImport))];
  const up = (target) => forbid(folder, target, 'it is a higher layer');
  if (folder === 'rendering') return [...testing, up('servers'), ...modules.map(up)];
  if (folder === 'common') {
    return [...testing, up('servers'), up('rendering'), ...modules.map(up)];
  }
  const other = (target) => forbid(folder, target, 'a domain never imports another domain');
  return [...testing, up('servers'), ...modules.filter((module) => module !== folder).map(other)];
}

const tests = ['**/*.test.ts', '**/testing/**'];

export const platformLayerRules = ['servers', 'rendering', 'common', ...modules].flatMap(
  (folder) => [
    {
      files: [`${src}/${folder}/**/*.ts`],
      ignores: tests,
      rules: {
        'no-restricted-imports': ['error', { patterns: forbidden(folder, { isTest: false }) }],
      },
    },
    {
      files: tests.map((pattern) => `${src}/${folder}/${pattern}`),
      rules: {
        'no-restricted-imports': ['error', { patterns: forbidden(folder, { isTest: true }) }],
      },
    },
  ],
);
