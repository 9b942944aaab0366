import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../testing/render-with-messages';
import type { FilterControlProps, ListFilter } from './filter-control-props';
import { BankFilter } from './bank-filter';
import { messages as bankFilterMessages } from './messages';
import { bankFilterFromSections } from './bank-filter-sections';

// The answer of GET /api/branches/filter, shortened.
const sections = [
  {
    name: 'Leistungen',
    entries: [
      { name: 'Wohnbaufinanzierung', value: 'service:wohnbau' },
      { name: 'Anlageberatung', value: 'service:anlage' },
    ],
  },
  {
    name: 'Barrierefreiheit und Parken',
    entries: [
      { name: 'Barrierefreier Zugang', value: 'accessible:true' },
      { name: 'Kundenparkplätze', value: 'parking:true' },
    ],
  },
  { name: 'Öffnungszeiten', entries: [{ name: 'Jetzt geöffnet', value: 'openNow:true' }] },
];

const bankFilter = bankFilterFromSections(sections, 'Filter');

function renderFilter(props: Partial<FilterControlProps> = {}) {
  const onChange = jest.fn();
  renderWithMessages(
    <BankFilter filter={bankFilter} selected={[]} onChange={onChange} listType="bank" {...props} />,
    bankFilterMessages,
  );
  return onChange;
}

async function openOverlay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog', { name: 'Bankstellen filtern' });
}

describe('BankFilter', () => {
  it('opens a modal with one group of checkboxes per section of the filter service', async () => {
    const user = userEvent.setup();
    renderFilter();
    const dialog = await openOverlay(user);
    const groups = within(dialog).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Leistungen',
      'Barrierefreiheit und Parken',
      'Öffnungszeiten',
    ]);
    const services = within(dialog).getByRole('group', { name: 'Leistungen' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['service:wohnbau', 'service:anlage']);
  });

  it('applies the ticked values with "Anwenden" and closes', async () => {
    const user = userEvent.setup();
    const onChange = renderFilter();
    await openOverlay(user);
    await user.click(screen.getByRole('checkbox', { name: 'Kundenparkplätze' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anlageberatung' }));
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(onChange).toHaveBeenCalledWith(['service:anlage', 'parking:true']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what is applied: ticked boxes and the count on its button', async () => {
    const user = userEvent.setup();
    renderFilter({ selected: ['openNow:true', 'accessible:true'] });
    expect(screen.getByRole('button', { name: 'Filter (2 gewählt)' })).toBeInTheDocument();
    await openOverlay(user);
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Barrierefreier Zugang' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kundenparkplätze' })).not.toBeChecked();
  });

  it('clears every box with "Zurücksetzen", applied only with "Anwenden"', async () => {
    const user = userEvent.setup();
    const onChange = renderFilter({ selected: ['openNow:true'] });
    await openOverlay(user);
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('closes with its close button without applying and gives focus back', async () => {
    const user = userEvent.setup();
    const onChange = renderFilter();
    await openOverlay(user);
    await user.click(screen.getByRole('checkbox', { name: 'Kundenparkplätze' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();
  });

  it('groups options without a section by the prefix of their value', async () => {
    const user = userEvent.setup();
    const plain: ListFilter = {
      type: 'bankFilter',
      id: 'bankFilter',
      name: 'filter',
      label: 'Filter',
      options: [
        { name: 'type:SB_STELLE', label: 'SB-Stelle', size: 12 },
        { name: 'parking:true', label: 'Kundenparkplätze', size: 40 },
        { name: 'accessible:true', label: 'Barrierefreier Zugang', size: 33 },
      ],
    };
    renderFilter({ filter: plain });
    const dialog = await openOverlay(user);
    expect(within(dialog).getByRole('group', { name: 'Art der Bankstelle' })).toHaveTextContent(
      'SB-Stelle (12)',
    );
    const access = within(dialog).getByRole('group', { name: 'Barrierefreiheit und Parken' });
    expect(within(access).getAllByRole('checkbox')).toHaveLength(2);
  });
});
