import { sanitizeHtmlFragment } from '@ctb/shared/html';

/**
 * The editor's table, sanitised, with the headers the markup declares made explicit for screen
 * readers: `th` in the head (or in a first row of `th` only) are column headers, a `th` that
 * starts a body row is its row header. A caption is added when there is none. Undefined when the
 * markup holds no table.
 */
export function prepareTable(
  html: string,
  caption: string,
  captionId: string,
): HTMLTableElement | undefined {
  const table = sanitizeHtmlFragment(html).querySelector('table');
  if (!table) return undefined;
  table.removeAttribute('width');
  table.querySelectorAll('thead th').forEach((cell) => {
    if (!cell.hasAttribute('scope'))
      cell.setAttribute('scope', cell.hasAttribute('colspan') ? 'colgroup' : 'col');
  });
  const rows = Array.from(table.querySelectorAll('tbody > tr, table > tr'));
  const first = rows[0];
  const headOnly =
    first && !table.tHead && Array.from(first.children).every((cell) => cell.tagName === 'TH');
  rows.forEach((row) => {
    Array.from(row.children).forEach((cell, position) => {
      if (cell.tagName !== 'TH' || cell.hasAttribute('scope')) return;
      cell.setAttribute(
        'scope',
        row === first && headOnly ? 'col' : position === 0 ? 'row' : 'col',
      );
    });
  });
  let tableCaption = table.caption;
  if (!tableCaption) {
    tableCaption = table.createCaption();
    tableCaption.textContent = caption;
  }
  tableCaption.id = captionId;
  return table;
}
