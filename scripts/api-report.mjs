// The public API of libs/shared is a contract between independently released apps. This writes
// libs/shared/api-report.md (every export with its type, the package version and the versions
// before it), and with --check fails when the exports changed without the committed report
// changing with them, or without a new version in libs/shared/package.json (scripts/lib/api-version.mjs).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib/run.mjs';
import {
  bumpSuffices,
  describeChange,
  historyProblems,
  parseHistory,
  parseVersion,
  surfaceChange,
  surfaceHash,
} from './lib/api-version.mjs';

const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');

const sharedDir = path.join(root, 'libs/shared');
const sharedPackage = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
/**
 * Every public entry of package.json `exports` but the test entry and the CSS file: `.` (the root,
 * which re-exports all others) and `./runtime`, `./http`, ... Each is a contract of its own: an
 * app imports from the entry, and the federation shares each entry as a singleton.
 */
const entries = Object.entries(sharedPackage.exports)
  .filter(([, target]) => typeof target === 'string' && target.endsWith('.ts'))
  .map(([subpath, target]) => ({
    name: subpath === '.' ? '@ctb/shared' : `@ctb/shared/${subpath.slice(2)}`,
    prefix: subpath === '.' ? '' : `${subpath.slice(2)}/`,
    file: path.join(sharedDir, target),
  }));
const reportPath = path.join(root, 'libs/shared/api-report.md');

/** An object type's members, so that a changed interface shows in the report, not only its name. */
function describeMembers(checker, type, declaration) {
  const properties = checker.getPropertiesOfType(type);
  if (properties.length === 0 || type.isUnion()) return undefined;
  const members = properties.map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    return `${property.getName()}${optional}: ${checker.typeToString(propertyType, undefined, ts.TypeFormatFlags.NoTruncation)}`;
  });
  return `{ ${members.join('; ')} }`;
}

function describeExports() {
  // A program per entry: the order in which TypeScript meets types decides how it prints unions,
  // so each entry is described as it is read on its own (the root as it always was).
  return entries.flatMap((entry) => {
    const program = ts.createProgram([entry.file], {
      strict: true,
      jsx: ts.JsxEmit.ReactJSX,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry.file));
    return describeModule(checker, moduleSymbol, entry.prefix);
  });
}

/** One line per export of an entry, `prefix` before its name (`http/fetchJson`), sorted. */
function describeModule(checker, moduleSymbol, prefix) {
  const lines = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    let kind = 'value';
    let text;
    if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      kind = 'type';
      text =
        describeMembers(checker, checker.getDeclaredTypeOfSymbol(target), declaration) ??
        checker.typeToString(
          checker.getDeclaredTypeOfSymbol(target),
          undefined,
          ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
        );
    } else if (target.flags & ts.SymbolFlags.Class) {
      kind = 'class';
      text = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(target, declaration),
        undefined,
        ts.TypeFormatFlags.NoTruncation,
      );
    } else if (declaration) {
      text = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(target, declaration),
        undefined,
        ts.TypeFormatFlags.NoTruncation,
      );
    }
    lines.push(
      `- \`${prefix}${symbol.getName()}\` (${kind}): \`${(text ?? '?').replace(/\s+/g, ' ')}\``,
    );
  }
  return lines.sort();
}

const packagePath = path.join(root, 'libs/shared/package.json');
const version = JSON.parse(readFileSync(packagePath, 'utf8')).version;
const exportsNow = describeExports();
const hashNow = surfaceHash(exportsNow);

const committed = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '';
/** The export lines of a report ("- `name` (kind): `type`"), before its version history. */
const exportLines = (report) =>
  report
    .split('\n## Versions\n')[0]
    .split('\n')
    .filter((line) => line.startsWith('- `'));
const exportsBefore = exportLines(committed);
// A report written before versions were recorded describes the surface of 0.1.0.
const history = committed.includes('\n## Versions\n')
  ? parseHistory(committed)
  : exportsBefore.length
    ? [{ version: '0.1.0', hash: surfaceHash(exportsBefore), summary: 'first report' }]
    : [];

function render(entries) {
  return [
    '# libs/shared public API report',
    '',
    'Generated by `npm run api-report`; `npm test` fails when the exports differ from this file or',
    'when they changed without a new version of `@ctb/shared` (libs/shared/package.json): removing',
    'or changing an export needs a new major version, adding one a new minor version. A change here',
    'is a change of the contract every domain app is built against: review it as one.',
    '',
    `Version: ${version}`,
    `Surface: \`${hashNow}\``,
    '',
    '## Exports',
    '',
    'The root entry `@ctb/shared` (names without a prefix) re-exports every other entry; apps import',
    'from the entries (`runtime/defineWidget` is `defineWidget` of `@ctb/shared/runtime`), each',
    'shared by the federation as a singleton of its own.',
    '',
    ...exportsNow,
    '',
    '## Versions',
    '',
    'Each version with the hash of its surface and what changed from the version before.',
    '',
    ...entries.map((entry) => `- ${entry.version} \`${entry.hash}\` ${entry.summary}`.trimEnd()),
    '',
  ].join('\n');
}

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const last = history.at(-1);
const change = surfaceChange(exportsBefore, exportsNow);

if (process.argv.includes('--check')) {
  const problems = historyProblems(history);
  if (committed !== render(history)) {
    problems.push(
      last && last.version === version && change.required !== 'none'
        ? `the exports changed (${describeChange(change)}) without a new version: bump libs/shared/package.json (${change.required}) and run \`npm run api-report\``
        : 'libs/shared/api-report.md is out of date: run `npm run api-report`, review and commit it',
    );
  } else if (!last || last.version !== version || last.hash !== hashNow) {
    problems.push(
      `libs/shared/package.json says ${version}, the report's last version is ${last?.version ?? 'none'} with surface ${last?.hash ?? 'none'} (now ${hashNow}): run \`npm run api-report\``,
    );
  }
  if (problems.length) fail(`libs/shared API report:\n- ${problems.join('\n- ')}`);
  console.log(`libs/shared API report is up to date (version ${version}, surface ${hashNow}).`);
} else {
  let entries = history;
  if (!last || last.version !== version) {
    if (last && !bumpSuffices(last.version, version, change.required)) {
      fail(
        `libs/shared exports changed from ${last.version} (${describeChange(change)}): that needs a ${change.required} version bump, libs/shared/package.json says ${version}.`,
      );
    }
    entries = [...history, { version, hash: hashNow, summary: describeChange(change) }];
  } else if (last.hash !== hashNow) {
    fail(
      `libs/shared exports changed (${describeChange(change)}) but libs/shared/package.json still says ${version}: bump it (${change.required}: ${bumpHint(version, change.required)}) and run again.`,
    );
  }
  writeFileSync(reportPath, render(entries));
  console.log(`wrote ${path.relative(root, reportPath)} (version ${version}, surface ${hashNow})`);
}

function bumpHint(current, level) {
  const [major, minor, patch] = parseVersion(current);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
