import { escapeHtml } from './html';

/** Label/value pairs as a definition list, values already formatted. */
export function definitionList(rows: [label: string, value: string][]): string {
  const items = rows.map(
    ([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return `<dl>${items.join('')}</dl>`;
}

export const paragraphs = (texts: string[]) =>
  texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
