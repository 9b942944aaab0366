// Lints source texts as if they lay at the given paths, with the repository's eslint.config.mjs,
// running only the rules asked for. Reads [{ filePath, code }] as JSON on stdin and prints, per
// text, the messages of those rules. Run in a child process by the jest tests of tools/lint
// (ESLint loads its flat config as an ES module, which jest's CommonJS runtime cannot).
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const rules = process.argv.slice(2);
let input = '';
for await (const chunk of process.stdin) input += chunk;

const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => rules.includes(ruleId) });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
}
process.stdout.write(JSON.stringify(results));
