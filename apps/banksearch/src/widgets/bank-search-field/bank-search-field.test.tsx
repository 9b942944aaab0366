import { screen, within } from '@testing-library/react';
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
import { mountedBanksearchPage } from '../../common/testing/mounted-banksearch-page';
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

describe('banksearch/bank-search-field as the CMS places it', () => {
  const page = mountedBanksearchPage();
  beforeEach(() => storeBranch(zirl));
  const place = (config: Record<string, unknown>) => page.place('bank-search-field', config);

  it('carries the stored branch id in a hidden input of the configured field name', async () => {
    const element = await place({ label: 'Ihre Hausbank', name: 'branchId' });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element.querySelector('input[type="hidden"]')).toHaveAttribute('name', 'branchId');
    expect(element.querySelector('input[type="hidden"]')).toHaveValue(zirl.id);
  });

  it.each([
    ['markup', 'branchId <img src=x onerror=ctbCanary(9)>'],
    ['a space', 'Ihre Bank'],
  ])(
    'drops a field name with %s, logged once, and still shows the branch and its button',
    async (_kind, name) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const element = await place({ label: 'Ihre Hausbank', name });
      expect(element).toHaveAttribute('data-widget-state', 'mounted');
      const field = within(element).getByRole('group', { name: 'Ihre Hausbank' });
      expect(field).toHaveTextContent('Tiroler Regionalbank Zirl');
      expect(within(element).getByRole('button', { name: 'Bank ändern' })).toBeInTheDocument();
      expect(element.querySelector('input')).toBeNull();
      expect(element.querySelector('img')).toBeNull();
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]?.[0]).toBe(
        `[ctb] banksearch/bank-search-field: the form field name ${JSON.stringify(name)} was dropped: it must begin with a letter and hold only letters, digits, - or _`,
      );
      error.mockRestore();
    },
  );

  it('takes an empty field name as none, silently', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = await place({ name: ' ' });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element.querySelector('input')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
