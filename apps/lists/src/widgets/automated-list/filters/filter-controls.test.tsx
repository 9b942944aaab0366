import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../testing/render-with-messages';
import { messages as automatedListMessages } from '../messages';
import { DropdownFilter } from './dropdown-filter';
import type { ListFilter } from './filter-control-props';
import { SelectionListFilter } from './selection-list-filter';
import { TagFilter } from './tag-filter';

const filter: ListFilter = {
  type: 'selectionList',
  id: 'category',
  name: 'category',
  label: 'Kategorie',
  isArray: true,
  options: [
    { name: 'konto-karte', label: 'Konto & Karte', size: 12 },
    { name: 'sicherheit', label: 'Sicherheit', size: 0 },
  ],
};

const render = (ui: React.ReactElement) => renderWithMessages(ui, automatedListMessages);

describe('filter controls', () => {
  it('selection list: checkboxes with counts add an option to the chosen ones', async () => {
    const onChange = jest.fn();
    render(
      <SelectionListFilter filter={filter} selected={[]} onChange={onChange} listType="faq" />,
    );
    expect(screen.getByRole('group', { name: 'Kategorie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Konto & Karte (12)' }));
    expect(onChange).toHaveBeenCalledWith(['konto-karte']);
  });

  it('selection list: an option no result carries cannot be chosen', () => {
    render(
      <SelectionListFilter filter={filter} selected={[]} onChange={jest.fn()} listType="faq" />,
    );
    expect(screen.getByRole('checkbox', { name: 'Sicherheit (0)' })).toBeDisabled();
  });

  it('dropdown: offers "Alle" first and chooses one option', async () => {
    const onChange = jest.fn();
    render(
      <DropdownFilter
        filter={{ ...filter, type: 'dropdown' }}
        selected={['konto-karte']}
        onChange={onChange}
        listType="faq"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Kategorie' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alle',
      'Konto & Karte (12)',
      'Sicherheit (0)',
    ]);
    await userEvent.selectOptions(select, 'Alle');
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('tag: "Alle" is pressed while no tag is chosen and clears the choice', async () => {
    const onChange = jest.fn();
    const { unmount } = render(
      <TagFilter
        filter={{ ...filter, type: 'tag' }}
        selected={[]}
        onChange={onChange}
        listType="news"
      />,
    );
    expect(screen.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Konto & Karte (12)' }));
    expect(onChange).toHaveBeenLastCalledWith(['konto-karte']);
    unmount();
    render(
      <TagFilter
        filter={{ ...filter, type: 'tag' }}
        selected={['konto-karte']}
        onChange={onChange}
        listType="news"
      />,
    );
    expect(screen.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Alle' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
