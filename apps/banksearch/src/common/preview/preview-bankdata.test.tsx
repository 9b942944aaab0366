import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { branchJson } from '../services/testing/branch-fixtures';
import { storeBranch, zirl } from '../stored-branch/testing/stored-branches';
import { startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { BankSearchField } from '../../widgets/bank-search-field/bank-search-field';
import { LocationTooltip } from '../../widgets/location-tooltip/location-tooltip';
import { previewBankdataId, resetPreviewForTests } from './preview-bankdata';

const server = startPlatform();

function openPage(search: string) {
  window.history.replaceState(null, '', `/de/banksearch.html${search}`);
  resetPreviewForTests();
}

function serveBranchInfo() {
  const requested: string[] = [];
  server.use(
    http.get('*/api/branches/info/:id', ({ params }) => {
      requested.push(String(params.id));
      return params.id === '38150-0003'
        ? HttpResponse.json(branchJson())
        : HttpResponse.json({ message: `No bank branch with id "${params.id}".` }, { status: 404 });
    }),
  );
  return requested;
}

const renderStoredBranchWidgets = () =>
  renderWidget(
    <>
      <LocationTooltip config={{}} />
      <BankSearchField config={{}} />
    </>,
  );

describe('previewBankdata', () => {
  beforeEach(() => storeBranch(zirl));
  afterAll(() => openPage(''));

  it('reads the branch id from the URL parameter', () => {
    expect(previewBankdataId('?previewBankdata=38150-0003')).toBe('38150-0003');
    expect(previewBankdataId('?previewBankdata=')).toBeUndefined();
    expect(previewBankdataId('?other=1')).toBeUndefined();
  });

  it('shows the previewed branch in the stored-branch widgets, marked, without storing it', async () => {
    openPage('?previewBankdata=38150-0003');
    const requested = serveBranchInfo();
    renderStoredBranchWidgets();
    expect(
      await screen.findByRole('heading', {
        name: 'Ihre Bank: Steirische Regionalbank Graz-Wetzelsdorf',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Ihre Bank/ })).toHaveTextContent('8052 Graz');
    expect(screen.getAllByText('Vorschau')).toHaveLength(2);
    // A preview is not an assignment: nothing to delete, storage untouched, loaded once.
    expect(screen.queryByRole('button', { name: 'Zuordnung löschen' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('ctb.usersBranch') ?? 'null')).toEqual(zirl);
    expect(requested).toEqual(['38150-0003']);
  });

  it('logs an unknown branch id and shows the stored branch instead', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openPage('?previewBankdata=99999-0000');
    serveBranchInfo();
    renderStoredBranchWidgets();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls[0]?.[0]).toBe(
      '[ctb] banksearch: previewBankdata=99999-0000 names no branch that could be loaded; the stored branch is shown instead',
    );
    expect(
      await screen.findByRole('heading', { name: 'Ihre Bank: Tiroler Regionalbank Zirl' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Vorschau')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
