// node scripts/measure.mjs --check runs this: tsx check-budgets-cli.ts <figures.json> <budgets.json>
import { budgetsSchema, figuresSchema, readJsonFile } from './budget-files';
import { checkBudgets, formatResults } from './check-budgets';

const [figuresFile, budgetsFile] = process.argv.slice(2);
try {
  if (!figuresFile || !budgetsFile)
    throw new Error('usage: check-budgets-cli.ts <figures.json> <budgets.json>');
  const results = checkBudgets(
    readJsonFile(figuresFile, figuresSchema),
    readJsonFile(budgetsFile, budgetsSchema),
  );
  console.log(formatResults(results));
  const failed = results.filter((result) => result.problems.length > 0);
  if (failed.length > 0) {
    console.error(
      `\n✖ ${failed.length} page(s) over budget or loading what they should not; raise a budget in ${budgetsFile} only with a reason in the commit`,
    );
    process.exit(1);
  }
  console.log(`\n✔ every page within its budget`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
