import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import { ComparisonTable } from './comparison-table';
import type { ComparisonTableConfig } from './config-schema';
import { messages } from './messages';

const { renderWidget } = createWidgetRenderer(messages);

const CAPTION = 'Konten und Karten nach Leistung';
const products = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Konto ${index + 1}`,
    price: `${index + 1},00 € pro Monat`,
    values: { card: index % 2 === 0, fee: `${index} €`, ...(index === 1 && { card: '' }) },
    link: { href: `/de/konto-${index + 1}.html`, text: 'Details' },
  }));
const config = (count = 12, descriptionColumn = true): ComparisonTableConfig => ({
  title: 'Kontovergleich',
  caption: CAPTION,
  descriptionColumn,
  features: [
    { id: 'card', label: 'Kreditkarte' },
    { id: 'fee', label: 'Kontoführung' },
  ],
  products: products(count),
});

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
const resizeTo = (width: number) =>
  act(() => {
    setViewportWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

const renderTable = (value = config(), options?: RenderOptions) =>
  renderWidget(<ComparisonTable config={value} />, options);

const table = () => screen.getByRole('table', { name: CAPTION });
/** The products side by side, in order (the column headers after the features' corner). */
const productNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => within(header).getByText(/^Konto \d+$/).textContent);
const next = () => screen.getByRole('button', { name: 'Nächstes Produkt' });
const previous = () => screen.getByRole('button', { name: 'Vorheriges Produkt' });

/**
 * What a screen reader announces with a cell: its row's header (the feature) and the column
 * header of its column (the product), found the way the table's markup declares them.
 */
function headersOf(cell: HTMLElement): [string, string] {
  const row = cell.closest('tr') as HTMLTableRowElement;
  const rowHeader = within(row).getByRole('rowheader');
  const cellElement = cell as HTMLTableCellElement;
  const head = table().querySelector('thead tr') as HTMLTableRowElement;
  const columnHeader = head.cells[cellElement.cellIndex] as HTMLTableCellElement;
  expect(rowHeader).toHaveAttribute('scope', 'row');
  expect(columnHeader).toHaveAttribute('scope', 'col');
  expect(columnHeader).toHaveRole('columnheader');
  return [
    rowHeader.textContent ?? '',
    within(columnHeader).getByText(/^Konto \d+$/).textContent ?? '',
  ];
}

beforeEach(() => setViewportWidth(1280));

describe('chrome/comparison-table', () => {
  it('is a real table named by its caption: products as column headers, features as row headers', () => {
    renderTable();
    expect(screen.getByRole('heading', { level: 2, name: 'Kontovergleich' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Kreditkarte', 'Kontoführung', 'Zum Produkt']);
    const konto1 = within(table()).getByRole('columnheader', { name: /Konto 1/ });
    expect(konto1).toHaveTextContent('1,00 € pro Monat');
  });

  it('reads every cell with its product and its feature', () => {
    renderTable();
    const cells = within(table()).getAllByRole('cell');
    const read = cells
      .filter((cell) => cell.closest('tbody'))
      .map((cell) => [...headersOf(cell), cell]);
    // 3 products x (2 features + the link row)
    expect(read).toHaveLength(9);
    const cell = (feature: string, product: string) =>
      read.find(([f, p]) => f === feature && p === product)?.[2] as HTMLElement;
    expect(within(cell('Kreditkarte', 'Konto 1')).getByRole('img', { name: 'Ja' })).toBeVisible();
    expect(cell('Kreditkarte', 'Konto 2')).toHaveTextContent('–');
    expect(within(cell('Kreditkarte', 'Konto 3')).getByRole('img', { name: 'Ja' })).toBeVisible();
    expect(cell('Kontoführung', 'Konto 3')).toHaveTextContent('2 €');
    expect(within(cell('Zum Produkt', 'Konto 2')).getByRole('link')).toHaveAttribute(
      'href',
      '/de/konto-2.html',
    );
  });

  it.each([
    // width, product columns with a description column, without one
    [1280, 3, 4],
    [1200, 3, 4],
    [1199, 2, 3],
    [1025, 2, 3],
    [1024, 2, 3],
    [768, 2, 3],
    [767, 1, 2],
    [576, 1, 2],
    [575, 1, 1],
    [375, 1, 1],
  ])(
    'at %i px shows %i product(s) beside the feature column, %i without it',
    (width, withDescription, without) => {
      setViewportWidth(width);
      const { unmount } = renderTable(config(12, true));
      expect(productNames()).toHaveLength(withDescription);
      unmount();
      renderTable(config(12, false));
      expect(productNames()).toHaveLength(without);
    },
  );

  it('pages one product at a time with named buttons, saying which products are shown', async () => {
    const user = userEvent.setup();
    renderTable(config(5));
    expect(productNames()).toEqual(['Konto 1', 'Konto 2', 'Konto 3']);
    expect(screen.getByText('Produkte 1 bis 3 von 5')).toBeInTheDocument();
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-controls', table().id);
    await user.click(next());
    expect(productNames()).toEqual(['Konto 2', 'Konto 3', 'Konto 4']);
    expect(screen.getByText('Produkte 2 bis 4 von 5')).toBeInTheDocument();
    await user.click(next());
    expect(productNames()).toEqual(['Konto 3', 'Konto 4', 'Konto 5']);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(productNames()).toEqual(['Konto 3', 'Konto 4', 'Konto 5']);
    await user.click(previous());
    expect(productNames()).toEqual(['Konto 2', 'Konto 3', 'Konto 4']);
  });

  it('says "Produkt 1 von 12" with one product in view, and follows a resize', async () => {
    renderTable();
    expect(screen.getByText('Produkte 1 bis 3 von 12')).toBeInTheDocument();
    resizeTo(375);
    expect(productNames()).toEqual(['Konto 1']);
    expect(screen.getByText('Produkt 1 von 12')).toBeInTheDocument();
    resizeTo(800);
    expect(screen.getByText('Produkte 1 bis 2 von 12')).toBeInTheDocument();
  });

  it('keeps the last products in view when a resize makes room for more', async () => {
    const user = userEvent.setup();
    setViewportWidth(375);
    renderTable(config(5));
    for (let step = 0; step < 4; step += 1) await user.click(next());
    expect(productNames()).toEqual(['Konto 5']);
    resizeTo(1280);
    expect(productNames()).toEqual(['Konto 3', 'Konto 4', 'Konto 5']);
  });

  it('has no paging when every product fits', () => {
    renderTable(config(3));
    expect(productNames()).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/von 3/)).not.toBeInTheDocument();
  });

  it('moves on with a swipe of 100 px sideways, not with less or with a vertical drift', () => {
    setViewportWidth(375);
    renderTable(config(5));
    const swipe = (dx: number, dy: number) => {
      const cell = within(table()).getAllByRole('cell')[0] as HTMLElement;
      fireEvent.touchStart(cell, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(cell, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(-99, 0);
    expect(productNames()).toEqual(['Konto 1']);
    swipe(-150, 26);
    expect(productNames()).toEqual(['Konto 1']);
    swipe(-100, 25);
    expect(productNames()).toEqual(['Konto 2']);
    swipe(120, -10);
    expect(productNames()).toEqual(['Konto 1']);
  });

  it('shows every product in edit mode in a labelled, focusable region that scrolls sideways', () => {
    renderTable(config(5), { editMode: true });
    expect(productNames()).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: CAPTION });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table());
  });

  it('speaks English on an English page', async () => {
    const user = userEvent.setup();
    renderTable(config(5), { language: 'en' });
    expect(screen.getByText('Products 1 to 3 of 5')).toBeInTheDocument();
    expect(within(table()).getAllByRole('img', { name: 'Yes' }).length).toBeGreaterThan(0);
    expect(within(table()).getByRole('rowheader', { name: 'To the product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next product' }));
    expect(screen.getByText('Products 2 to 4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous product' })).toBeInTheDocument();
  });

  it('drops a product link that is not a web address, keeping the product', () => {
    const log = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = config(3);
    value.products = value.products.map((product, index) =>
      index === 0 ? { ...product, link: { href: 'javascript:alert(1)', text: 'X' } } : product,
    );
    renderTable(value);
    expect(productNames()).toEqual(['Konto 1', 'Konto 2', 'Konto 3']);
    expect(within(table()).getAllByRole('link')).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('[ctb] chrome/comparison-table products.link.href: dropped'),
    );
    log.mockRestore();
  });
});
