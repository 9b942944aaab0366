import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import type { TableConfig } from './config-schema';
import { messages } from './messages';
import { Table } from './table';

const { renderWidget } = createWidgetRenderer(messages);

const FEES = `<table width="900">
  <thead><tr><th></th><th>Konto Start</th><th>Konto Plus</th></tr></thead>
  <tbody>
    <tr><th>Kontoführung</th><td>0 €</td><td>4,90 €</td></tr>
    <tr><th>Debitkarte</th><td>inklusive</td><td>inklusive</td></tr>
  </tbody>
</table>`;

const renderTable = (config: TableConfig, options?: RenderOptions) =>
  renderWidget(<Table config={config} />, options);

/** jsdom has no layout: the region is `content` px wide inside a `visible` px wide screen. */
function layOut(content: number, visible: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(visible);
}

afterEach(() => jest.restoreAllMocks());

describe('chrome/table', () => {
  it('keeps the headers of the markup: head cells name columns, a leading body th names its row', () => {
    renderTable({ html: FEES, caption: 'Entgelte der Konten' });
    const table = screen.getByRole('table', { name: 'Entgelte der Konten' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(['', 'Konto Start', 'Konto Plus']);
    columns.forEach((cell) => expect(cell).toHaveAttribute('scope', 'col'));
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((cell) => cell.textContent)).toEqual(['Kontoführung', 'Debitkarte']);
    rows.forEach((cell) => expect(cell).toHaveAttribute('scope', 'row'));
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0 €', '4,90 €', 'inklusive', 'inklusive']);
    // The editor's fixed width would defeat the responsive layout.
    expect(table).not.toHaveAttribute('width');
  });

  it('takes a first row of th only as column headers when the markup has no head', () => {
    renderTable({
      html: '<table><tr><th>Filiale</th><th>Öffnungszeit</th></tr><tr><td>Linz</td><td>8-16</td></tr></table>',
    });
    const table = screen.getByRole('table', { name: 'Tabelle' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Filiale', 'Öffnungszeit']);
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('keeps scopes the editor set and makes a spanning head cell a column group header', () => {
    renderTable({
      html: `<table><thead>
        <tr><th rowspan="2" scope="col">Karte</th><th colspan="2">Entgelt</th></tr>
        <tr><th>Inland</th><th>Ausland</th></tr>
      </thead><tbody><tr><td>Debit</td><td>0 €</td><td>1,75 €</td></tr></tbody></table>`,
    });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Entgelt' })).toHaveAttribute(
      'scope',
      'colgroup',
    );
    expect(within(table).getByRole('columnheader', { name: 'Inland' })).toHaveAttribute(
      'scope',
      'col',
    );
    expect(within(table).getByRole('columnheader', { name: 'Karte' })).toHaveAttribute(
      'scope',
      'col',
    );
  });

  it('is named by the caption of the markup, else the configured one, else "Tabelle"', () => {
    const { unmount } = renderTable({
      html: '<table><caption>Zinsen 2026</caption><tr><td>1 %</td></tr></table>',
      caption: 'Nicht dieser',
    });
    expect(screen.getByRole('region', { name: 'Zinsen 2026' })).toContainElement(
      screen.getByRole('table', { name: 'Zinsen 2026' }),
    );
    unmount();
    renderTable({ html: FEES }, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Table' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Table' })).toBeInTheDocument();
  });

  it('scrolls sideways in a labelled region that takes the focus when the table is wider than the screen', async () => {
    layOut(900, 375);
    renderTable({ html: FEES, caption: 'Entgelte der Konten' });
    const region = screen.getByRole('region', { name: 'Entgelte der Konten' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Zum Weiterlesen seitlich wischen')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('is no tab stop and shows no hint when the table fits, and follows a resize', () => {
    layOut(700, 700);
    renderTable({ html: FEES, caption: 'Entgelte der Konten' });
    const region = screen.getByRole('region', { name: 'Entgelte der Konten' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(screen.queryByText('Zum Weiterlesen seitlich wischen')).not.toBeInTheDocument();
    layOut(700, 375);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Zum Weiterlesen seitlich wischen')).toBeInTheDocument();
  });

  it('gives the hint in English on an English page', () => {
    layOut(900, 375);
    renderTable({ html: FEES }, { language: 'en' });
    expect(screen.getByText('Swipe sideways to read on')).toBeInTheDocument();
  });

  it('shows the markup sanitised: no script, no event handler attributes', () => {
    renderTable({
      html: '<table><tr><td><img src="/images/x.svg" alt="Logo" onerror="alert(1)">Text<script>alert(2)</script></td></tr></table>',
    });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('img', { name: 'Logo' })).not.toHaveAttribute('onerror');
    expect(table.querySelector('script')).toBeNull();
    expect(within(table).getByRole('cell')).toHaveTextContent('Text');
  });

  it('shows nothing and says why in the log when no table is left after sanitising', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderTable({ html: '<script><table></table></script><p>kein</p>' });
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('chrome/table'));
  });
});
