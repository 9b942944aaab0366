import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  closeBranchSearch,
  currentBranchSearch,
} from '../../common/branch-search-request/branch-search-request';
import {
  grazWetzelsdorf,
  storeBranch,
  storeInAnotherTab,
  zirl,
} from '../../common/stored-branch/testing/stored-branches';
import { renderWidget } from './testing/render-widget';
import { BankSearchField } from './bank-search-field';
import type { BankSearchFieldConfig } from './config-schema';

const renderField = (config: BankSearchFieldConfig = {}) =>
  renderWidget(<BankSearchField config={config} />);

describe('BankSearchField', () => {
  beforeEach(() => {
    storeBranch(null);
    closeBranchSearch();
  });

  it('shows the stored branch as name, street, postal code and city', () => {
    storeBranch(zirl);
    renderField();
    const field = screen.getByRole('group', { name: 'Ihre Bank' });
    expect(field).toHaveTextContent('Tiroler Regionalbank Zirl');
    expect(field).toHaveTextContent('Kirchstraße 12');
    expect(field).toHaveTextContent('6170 Zirl');
  });

  it('says that no bank is chosen and offers to choose one while none is stored', () => {
    renderField({ label: 'Ihre Hausbank' });
    expect(screen.getByRole('group', { name: 'Ihre Hausbank' })).toHaveTextContent(
      'Sie haben noch keine Bank ausgewählt.',
    );
    expect(screen.getByRole('button', { name: 'Bank auswählen' })).toBeInTheDocument();
  });

  it('opens the branch search with its parameters, returning focus to the button', async () => {
    storeBranch(zirl);
    renderField({ params: { source: 'form' } });
    const button = screen.getByRole('button', { name: 'Bank ändern' });
    await userEvent.click(button);
    expect(currentBranchSearch()).toEqual({
      query: '',
      params: { source: 'form' },
      opener: button,
    });
  });

  it('follows storing and deleting, here and in other tabs, without reload', () => {
    renderField({ name: 'bank' });
    const hidden = () => document.querySelector<HTMLInputElement>('input[name="bank"]');
    expect(hidden()?.value).toBe('');
    storeBranch(grazWetzelsdorf);
    expect(screen.getByRole('group', { name: 'Ihre Bank' })).toHaveTextContent('8052 Graz');
    expect(hidden()?.value).toBe('38150-0003');
    storeInAnotherTab(zirl);
    expect(screen.getByRole('group', { name: 'Ihre Bank' })).toHaveTextContent('6170 Zirl');
    storeInAnotherTab(null);
    expect(screen.getByRole('button', { name: 'Bank auswählen' })).toBeInTheDocument();
  });
});
