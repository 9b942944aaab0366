import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { consentStore } from '@ctb/shared/consent';
import { storeBranch, zirl } from '../../common/stored-branch/testing/stored-branches';
import { platform, startPlatform } from '@ctb/test-support';
import { renderWidget } from './testing/render-widget';
import { BranchSearchSection } from './branch-search-section';
import type { BranchSearchConfig } from './config-schema';
import {
  branchesJson,
  branchInfoHandler,
  filterHandler,
} from '../../common/branch-search/testing/branch-search-fixtures';
import { installMapsStandIn, uninstallMapsStandIn } from '../../common/testing/maps-stand-in';

startPlatform();
jest.setTimeout(20_000);

const settings = { mapsScriptUrl: '/maps-stand-in/maps.js' };
type ListBody = { query: string; mainInstituteReorder?: boolean; path?: string };
let lists: ListBody[];

beforeEach(() => {
  installMapsStandIn({ consent: false });
  consentStore.revoke('maps');
  lists = [];
  platform.use(
    filterHandler,
    branchInfoHandler(),
    http.post('*/api/branches/list', async ({ request }) => {
      const body = (await request.json()) as ListBody;
      lists.push(body);
      return HttpResponse.json({
        documents: branchesJson(3, { distance: undefined }),
        filter: [],
      });
    }),
  );
});
afterEach(() => {
  storeBranch(null);
  uninstallMapsStandIn();
});

const renderSearch = (config: BranchSearchConfig, pagePath = '/de/privatkunden') =>
  renderWidget(<BranchSearchSection config={config} />, { settings, pagePath });

describe('the branch search list without a map puts the visitor’s own bank first', () => {
  it('sends the path of the site the page is on when no branch is stored', async () => {
    renderSearch({ query: 'Zirl' }, '/banken/tirol/filialen/zirl');
    await screen.findByText('3 Filialen gefunden');
    expect(lists).toEqual([
      expect.objectContaining({
        type: 'BANKSTELLENLISTESUCHE',
        query: 'Zirl',
        mainInstituteReorder: true,
        path: '/banken/tirol/filialen/zirl',
      }),
    ]);
  });

  it('sends the stored branch’s site path, and the newly stored one on the next search', async () => {
    const user = userEvent.setup();
    storeBranch(zirl);
    renderSearch({ query: 'Graz' });
    await screen.findByText('3 Filialen gefunden');
    expect(lists[0]).toMatchObject({ mainInstituteReorder: true, path: '/banken/tirol' });

    storeBranch({ ...zirl, id: '20320-0001', blz: '20320', path: '/banken/wien' });
    const field = screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' });
    await user.clear(field);
    await user.type(field, 'Linz{Enter}');
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]).toMatchObject({
      query: 'Linz',
      mainInstituteReorder: true,
      path: '/banken/wien',
    });
  });
});

describe('the branch search widget’s heading levels', () => {
  const levelOf = (element: HTMLElement) => Number(element.tagName.slice(1));

  it('puts results, branch names and detail sections below a title of headingLevel', async () => {
    const user = userEvent.setup();
    renderSearch({ title: 'Filiale finden', headingLevel: 3, query: 'Graz' });
    expect(levelOf(screen.getByRole('heading', { name: 'Filiale finden' }))).toBe(3);
    await screen.findByText('3 Filialen gefunden');
    const results = screen.getByTestId('branch-search-results');
    expect(levelOf(within(results).getByRole('heading', { name: 'Suchergebnisse' }))).toBe(4);
    const name = within(results).getByRole('heading', { name: /Filiale 1$/ });
    expect(levelOf(name)).toBe(5);

    await user.click(within(name).getByRole('button'));
    const title = await screen.findByRole('heading', { name: 'Regionalbank Filiale 1' });
    expect(levelOf(title)).toBe(5);
    expect(levelOf(screen.getByRole('heading', { name: 'Kontakt' }))).toBe(6);
  });

  it('starts at headingLevel without a title, and at 2 by default', async () => {
    const { unmount } = renderSearch({ headingLevel: 4, query: 'Graz' });
    await screen.findByText('3 Filialen gefunden');
    const results = screen.getByTestId('branch-search-results');
    expect(levelOf(within(results).getByRole('heading', { name: 'Suchergebnisse' }))).toBe(4);
    expect(levelOf(within(results).getByRole('heading', { name: /Filiale 2$/ }))).toBe(5);
    unmount();

    renderSearch({ query: 'Graz' });
    await screen.findByText('3 Filialen gefunden');
    expect(levelOf(screen.getByRole('heading', { name: 'Suchergebnisse' }))).toBe(2);
    expect(levelOf(screen.getByRole('heading', { name: /Filiale 3$/ }))).toBe(3);
  });
});
