import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  closeBranchSearch,
  currentBranchSearch,
} from '../../common/branch-search-request/branch-search-request';
import { resetPreviewForTests } from '../../common/preview/preview-bankdata';
import { branchJson } from '../../common/services/testing/branch-fixtures';
import {
  storeBranch,
  storeInAnotherTab,
  zirl,
} from '../../common/stored-branch/testing/stored-branches';
import { startPlatform } from '@ctb/test-support';
import { renderWidget } from './testing/render-widget';
import { BankTeaser } from './bank-teaser';
import type { BankTeaserConfig } from './config-schema';

const server = startPlatform();

const CONFIG: BankTeaserConfig = {
  headline: 'Finden Sie Ihre Bank',
  headlineStored: 'Ihre Filiale {name}',
  text: 'Geben Sie Ort oder Postleitzahl ein.',
  textStored: 'Schön, dass Sie da sind.',
  params: { cta: { action: 'selectUsersBranch' } },
};

const renderTeaser = (config: BankTeaserConfig = CONFIG) =>
  renderWidget(<BankTeaser config={config} />);

const infoButton = () => screen.getByRole('button', { name: 'Informationen zu Ihrer Bank' });

describe('BankTeaser', () => {
  beforeEach(() => {
    storeBranch(null);
    closeBranchSearch();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    resetPreviewForTests();
  });

  it('shows the configured headline, text and the location search while no branch is stored', () => {
    renderTeaser();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Finden Sie Ihre Bank' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Geben Sie Ort oder Postleitzahl ein.')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Informationen zu Ihrer Bank' })).toBeNull();
  });

  it('falls back to translated headlines', () => {
    renderTeaser({});
    expect(screen.getByRole('heading', { name: 'Ihre Bank in der Nähe' })).toBeInTheDocument();
    storeBranch(zirl);
    expect(
      screen.getByRole('heading', { name: 'Willkommen bei Tiroler Regionalbank Zirl' }),
    ).toBeInTheDocument();
  });

  it('changes the headline when a branch is stored, also in another tab, and back on delete', () => {
    renderTeaser();
    storeBranch(zirl);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ihre Filiale Tiroler Regionalbank Zirl' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Schön, dass Sie da sind.')).toBeInTheDocument();
    storeInAnotherTab(null);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Finden Sie Ihre Bank' }),
    ).toBeInTheDocument();
    storeInAnotherTab(zirl);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Zirl');
  });

  it('opens an info popover (ctb-popover- id, backdrop, close button) about the stored branch', async () => {
    storeBranch(zirl);
    renderTeaser();
    await userEvent.click(infoButton());
    const popover = await screen.findByRole('dialog', { name: 'Ihre Bank' });
    expect(popover.id).toMatch(/^ctb-popover-bank-teaser-/);
    expect(infoButton()).toHaveAttribute('aria-controls', popover.id);
    expect(popover).toHaveTextContent('Tiroler Regionalbank Zirl');
    expect(popover).toHaveTextContent('6170 Zirl');
    expect(screen.getByTestId('dialog-backdrop')).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes the bank from the popover: it closes and the branch search opens', async () => {
    storeBranch(zirl);
    renderTeaser();
    await userEvent.click(infoButton());
    const popover = await screen.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('button', { name: 'Bank ändern' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentBranchSearch()).toEqual({
      query: '',
      params: CONFIG.params,
      opener: infoButton(),
    });
  });

  it('deletes the assignment from the popover', async () => {
    storeBranch(zirl);
    renderTeaser();
    await userEvent.click(infoButton());
    const popover = await screen.findByRole('dialog');
    await userEvent.click(within(popover).getByRole('button', { name: 'Zuordnung löschen' }));
    expect(localStorage.getItem('ctb.usersBranch')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const headline = screen.getByRole('heading', { level: 2, name: 'Finden Sie Ihre Bank' });
    await waitFor(() => expect(headline).toHaveFocus());
  });

  it('previews ?previewBankdata: marked, with a change action but nothing to delete', async () => {
    window.history.replaceState(null, '', '/de/index.html?previewBankdata=38150-0003');
    resetPreviewForTests();
    server.use(http.get('*/api/branches/info/:id', () => HttpResponse.json(branchJson())));
    storeBranch(zirl);
    renderTeaser();
    expect(
      await screen.findByRole('heading', {
        name: 'Ihre Filiale Steirische Regionalbank Graz-Wetzelsdorf',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vorschau')).toBeInTheDocument();
    await userEvent.click(infoButton());
    const popover = await screen.findByRole('dialog');
    expect(within(popover).getByRole('button', { name: 'Bank ändern' })).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: 'Zuordnung löschen' })).toBeNull();
  });

  it('its location search follows the previewed branch like the headline (SPEC 6)', async () => {
    window.history.replaceState(null, '', '/de/index.html?previewBankdata=38150-0003');
    resetPreviewForTests();
    server.use(http.get('*/api/branches/info/:id', () => HttpResponse.json(branchJson())));
    storeBranch(zirl);
    const user = userEvent.setup();
    renderTeaser({ ...CONFIG, forwardLabel: 'Zu meiner Bank', changeLinkText: 'Bank wechseln' });
    // The stored branch first, while the preview loads; then the previewed one everywhere.
    expect(screen.getByText('Ihre Filiale: Tiroler Regionalbank Zirl')).toBeInTheDocument();
    expect(
      await screen.findByText('Ihre Filiale: Steirische Regionalbank Graz-Wetzelsdorf'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'Ihre Filiale Steirische Regionalbank Graz-Wetzelsdorf',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tiroler Regionalbank Zirl/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Zu meiner Bank' })).toHaveAttribute(
      'href',
      '/banken/steiermark',
    );
    // Marked once, by the headline; the stored branch stays as it was.
    expect(screen.getAllByText('Vorschau')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('ctb.usersBranch') ?? 'null')).toEqual(zirl);
    await user.click(screen.getByRole('button', { name: 'Bank wechseln' }));
    expect(currentBranchSearch()).toMatchObject({ query: '', params: CONFIG.params });
  });

  it('shows the previewed branch in its location search when none is stored', async () => {
    window.history.replaceState(null, '', '/de/index.html?previewBankdata=38150-0003');
    resetPreviewForTests();
    server.use(http.get('*/api/branches/info/:id', () => HttpResponse.json(branchJson())));
    renderTeaser();
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    expect(
      await screen.findByText('Ihre Filiale: Steirische Regionalbank Graz-Wetzelsdorf'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'OK' })).toHaveAttribute('href', '/banken/steiermark');
    expect(localStorage.getItem('ctb.usersBranch')).toBeNull();
  });
});
