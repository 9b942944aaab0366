// One test of every messages.ts of an app, and of the texts each widget's chunk brings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {
  MessageCatalogue,
  MessageCatalogues,
  WidgetImplementation,
} from '@ctb/shared/runtime';

const TRANSLATED = ['en', 'hr', 'it', 'sl'] as const;

// The names of a text's arguments: "{name}" and "{count, plural, …}" both give their name.
const argumentsOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : filesUnder(file, test);
    return test(file) ? [file] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

const isText = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/**
 * What makes a messages.ts more than data (the convention: type imports only, each language a
 * plain object literal of string literals, one `messages` export of them; no spreads, calls or
 * computed values), or an empty list.
 */
export function impurities(file: string): string[] {
  const source = parse(file);
  const problems: string[] = [];
  const where = (node: ts.Node) =>
    `line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!statement.importClause?.isTypeOnly) problems.push(`${where(statement)}: a value import`);
    } else if (ts.isTypeAliasDeclaration(statement)) {
      continue;
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        let value = declaration.initializer;
        if (value && ts.isSatisfiesExpression(value)) value = value.expression;
        if (!value || !ts.isObjectLiteralExpression(value)) {
          problems.push(`${where(declaration)}: not an object literal`);
          continue;
        }
        for (const property of value.properties) {
          const plainText = ts.isPropertyAssignment(property) && isText(property.initializer);
          const language = ts.isShorthandPropertyAssignment(property);
          if (!plainText && !language) problems.push(`${where(property)}: not a plain text`);
        }
      }
    } else {
      problems.push(`${where(statement)}: not data`);
    }
  }
  return problems;
}

/** Every `<domain>.` text id written as a string in the files a module imports, transitively. */
function textIdsReachableFrom(entry: string, srcDir: string, prefix: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    return ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((suffix) => base + suffix)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  };
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(srcDir) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const walk = (node: ts.Node): void => {
      if (isText(node) && (node as ts.StringLiteral).text.startsWith(prefix)) {
        const text = (node as ts.StringLiteral).text;
        const isModule = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
        if (!isModule) ids.add(text);
      }
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text.startsWith('.') &&
        !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)
      ) {
        const target = resolve(file, node.moduleSpecifier.text);
        if (target) visit(target);
      }
      ts.forEachChild(node, walk);
    };
    walk(parse(file));
  };
  visit(entry);
  return ids;
}

function flatten(catalogues: MessageCatalogues): MessageCatalogue[] {
  return Array.isArray(catalogues)
    ? (catalogues as readonly MessageCatalogues[]).flatMap(flatten)
    : [catalogues as MessageCatalogue];
}

/**
 * Tests of an app's texts (call it from `apps/<domain>/src/messages.test.ts` with `__dirname`):
 * every messages.ts is pure data with German complete, en/hr/it/sl complete with the German
 * arguments, French partial at most, ids prefixed with the domain; and every widget's chunk
 * brings each text id its code names.
 */
export function describeMessageCatalogues(srcDir: string): void {
  const domain = path.basename(path.dirname(srcDir));
  const prefix = `${domain}.`;
  const files = filesUnder(srcDir, (file) => path.basename(file) === 'messages.ts');
  const catalogues = files.map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list is found at run time
    const { messages } = require(file) as { messages: MessageCatalogue };
    return [path.relative(srcDir, file), messages] as const;
  });

  describe.each(catalogues)('%s', (file, messages) => {
    const german = messages.de ?? {};

    it('is pure data with German texts, each id prefixed with the domain', () => {
      expect(impurities(path.join(srcDir, file))).toEqual([]);
      expect(Object.keys(german).length).toBeGreaterThan(0);
      expect(Object.keys(german).filter((id) => !id.startsWith(prefix))).toEqual([]);
    });

    it.each(TRANSLATED)('translates every German text into %s with its arguments', (language) => {
      const translated = messages[language] ?? {};
      expect(Object.keys(translated).sort()).toEqual(Object.keys(german).sort());
      for (const [id, text] of Object.entries(translated)) {
        expect([id, text.trim() !== '', argumentsOf(text)]).toEqual([
          id,
          true,
          argumentsOf(german[id] ?? ''),
        ]);
      }
    });

    it('has French only for German ids, with their arguments (the rest falls back)', () => {
      for (const [id, text] of Object.entries(messages.fr ?? {})) {
        expect([id, id in german, argumentsOf(text)]).toEqual([
          id,
          true,
          argumentsOf(german[id] ?? ''),
        ]);
      }
    });
  });

  const known = new Set(catalogues.flatMap(([, messages]) => Object.keys(messages.de ?? {})));
  const widgetsDir = path.join(srcDir, 'widgets');
  const widgets = existsSync(widgetsDir) ? readdirSync(widgetsDir) : [];
  const entries = widgets
    .map((widget) => [widget, path.join(widgetsDir, widget, `${widget}-widget.tsx`)] as const)
    .filter(([, file]) => existsSync(file));

  describe.each(entries)('the %s widget', (_widget, file) => {
    it('brings every text its code names in its own chunk', () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list is found at run time
      const implementation = require(file).default as WidgetImplementation;
      const brought = new Set(
        flatten(implementation.messages).flatMap((catalogue) => Object.keys(catalogue.de ?? {})),
      );
      const named = [...textIdsReachableFrom(file, srcDir, prefix)].filter((id) => known.has(id));
      expect(named.filter((id) => !brought.has(id))).toEqual([]);
    });
  });
}
