import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startPlatform } from '@ctb/test-support';
import { createTestWidgetHost } from '@ctb/shared/testing';
import { resetPreviewForTests } from './common/preview/preview-bankdata';
import { branchJson } from './common/services/testing/branch-fixtures';
import { storeBranch, zirl } from './common/stored-branch/testing/stored-branches';
import { installPageConfig } from './common/testing/render-widget';
import * as banksearchApp from './mount';

const server = startPlatform();
const page = createTestWidgetHost('banksearch');

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

/** The page's stored-branch widgets as the CMS places them, mounted by the app. */
async function placeStoredBranchWidgets() {
  const elements = [page.place('location-tooltip'), page.place('bank-search-field')];
  for (const element of elements)
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return elements;
}

describe('a page previewing a branch with ?previewBankdata', () => {
  beforeAll(async () => {
    installPageConfig();
    await page.mount(banksearchApp);
  });
  beforeEach(() => storeBranch(zirl));
  afterEach(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-widget]'))
      act(() => page.remove(element));
  });
  afterAll(async () => {
    openPage('');
    await page.unmount(banksearchApp);
  });

  it('shows the previewed branch in the stored-branch widgets, marked, without storing it', async () => {
    openPage('?previewBankdata=38150-0003');
    const requested = serveBranchInfo();
    await placeStoredBranchWidgets();
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
    await placeStoredBranchWidgets();
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
