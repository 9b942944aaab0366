import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  storeBranch,
  storeInAnotherTab,
  zirl,
  grazWetzelsdorf,
} from '../../common/stored-branch/testing/stored-branches';
import { renderWidget } from './testing/render-widget';
import type { LocationTooltipConfig } from './config-schema';
import { LocationTooltip } from './location-tooltip';

const renderTooltip = (config: LocationTooltipConfig = {}, language: 'de' | 'en' = 'de') =>
  renderWidget(<LocationTooltip config={config} />, { language });

describe('LocationTooltip', () => {
  beforeEach(() => storeBranch(null));

  it('shows nothing while no branch is stored', () => {
    const { container } = renderTooltip();
    expect(container).toBeEmptyDOMElement();
  });

  it('names the stored branch in the headline and lists its address', () => {
    storeBranch(zirl);
    renderTooltip();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ihre Bank: Tiroler Regionalbank Zirl' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Kirchstraße 12, 6170 Zirl');
  });

  it('uses the configured headline with the branch name in it', () => {
    storeBranch(zirl);
    renderTooltip({ headline: 'Meine Filiale {name}', headingLevel: 3 });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Meine Filiale Tiroler Regionalbank Zirl' }),
    ).toBeInTheDocument();
  });

  it('deletes the assignment: storage is cleared and the tooltip disappears', async () => {
    storeBranch(zirl);
    const { container } = renderTooltip();
    await userEvent.click(screen.getByRole('button', { name: 'Zuordnung löschen' }));
    expect(localStorage.getItem('ctb.usersBranch')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('follows a branch stored or deleted in another tab without reload', () => {
    const { container } = renderTooltip();
    storeInAnotherTab(grazWetzelsdorf);
    expect(screen.getByRole('heading')).toHaveTextContent('Graz-Wetzelsdorf');
    storeInAnotherTab(zirl);
    expect(screen.getByRole('heading')).toHaveTextContent('Zirl');
    storeInAnotherTab(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks the page language', () => {
    storeBranch(zirl);
    renderTooltip({}, 'en');
    expect(
      screen.getByRole('heading', { name: 'Your bank: Tiroler Regionalbank Zirl' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete assignment' })).toBeInTheDocument();
  });
});
