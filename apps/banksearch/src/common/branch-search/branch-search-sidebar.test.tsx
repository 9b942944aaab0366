import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStore } from '@ctb/shared/consent';
import { platform, startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import { BranchSearchView } from './branch-search-view';
import {
  branchesJson,
  branchInfoHandler,
  filterHandler,
  listSearchHandler,
  mapSearchHandler,
  type RecordedSearch,
} from './testing/branch-search-fixtures';
import {
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';

startPlatform();
// Rendering dozens of result items in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

const settings = { mapsScriptUrl: '/maps-stand-in/maps.js' };
let fake: MapsStandIn;

beforeEach(() => {
  fake = installMapsStandIn({ consent: false });
  platform.use(filterHandler, branchInfoHandler());
});
afterEach(() => uninstallMapsStandIn());

const sidebar = () => screen.getByRole('region', { name: 'Filialsuche' });
const scroller = () => screen.getByTestId('branch-search-scroller');
const items = () => scroller().querySelectorAll('[data-branch-id]');

/** Scrolls the result list so that its end is `distance` px below the visible part. */
function scrollToEnd(distance: number) {
  const element = scroller();
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 500 });
  element.scrollTop = 1500 - distance;
  fireEvent.scroll(element);
}

describe('the sidebar result list', () => {
  it('renders 10 results and 10 more when scrolled within 50 px of its end', async () => {
    platform.use(listSearchHandler(() => branchesJson(25, { distance: undefined })));
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />, { settings });
    await screen.findByText('25 Filialen gefunden');
    expect(items()).toHaveLength(10);

    scrollToEnd(80);
    expect(items()).toHaveLength(10);
    scrollToEnd(50);
    expect(items()).toHaveLength(20);
    scrollToEnd(10);
    expect(items()).toHaveLength(25);
    scrollToEnd(0);
    expect(items()).toHaveLength(25);
  });

  it('starts again at 10 for a new answer', async () => {
    consentStore.grant('maps');
    const searches: RecordedSearch[] = [];
    platform.use(mapSearchHandler(() => branchesJson(30), searches));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await screen.findByText('30 Filialen gefunden');
    scrollToEnd(0);
    expect(items()).toHaveLength(20);

    act(() => fake.map().setZoom(8));
    await waitFor(() => expect(searches).toHaveLength(2));
    await waitFor(() => expect(items()).toHaveLength(10));
  });

  it('has drag states 0, 1 and 2: a swipe beyond 40 px moves one state', async () => {
    platform.use(listSearchHandler(() => branchesJson(2, { distance: undefined })));
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />, { settings });
    await screen.findByText('2 Filialen gefunden');
    const handle = screen.getByRole('button', { name: 'Ergebnisliste vergrößern' }).parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(handle, { touches: [{ clientY: from }] });
      fireEvent.touchEnd(handle, { changedTouches: [{ clientY: to }] });
    };

    expect(sidebar()).toHaveAttribute('data-state', '1');
    expect(sidebar()).toHaveClass('expanded-40');
    swipe(500, 470);
    expect(sidebar()).toHaveAttribute('data-state', '1');
    swipe(500, 459);
    expect(sidebar()).toHaveAttribute('data-state', '2');
    expect(sidebar()).toHaveClass('expanded-80');
    swipe(500, 400);
    expect(sidebar()).toHaveAttribute('data-state', '2');
    swipe(400, 441);
    expect(sidebar()).toHaveAttribute('data-state', '1');
    swipe(400, 500);
    expect(sidebar()).toHaveAttribute('data-state', '0');
    expect(sidebar()).not.toHaveClass('expanded-40');
    expect(sidebar()).not.toHaveClass('expanded-80');
    swipe(400, 500);
    expect(sidebar()).toHaveAttribute('data-state', '0');
  });

  it('opens fully while the filters are shown and goes back when they are hidden or aborted', async () => {
    const user = userEvent.setup();
    platform.use(listSearchHandler(() => branchesJson(2, { distance: undefined })));
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />, { settings });
    await screen.findByText('2 Filialen gefunden');
    expect(sidebar()).toHaveAttribute('data-state', '1');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(sidebar()).toHaveAttribute('data-state', '2');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(sidebar()).toHaveAttribute('data-state', '1');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(sidebar()).toHaveAttribute('data-state', '2');
    await user.click(screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }));
    await user.click(screen.getByRole('button', { name: 'Suche abbrechen' }));
    expect(screen.queryByRole('group', { name: 'Filter' })).not.toBeInTheDocument();
    expect(sidebar()).toHaveAttribute('data-state', '1');
  });

  it('the handle button steps through the states for keyboard users', async () => {
    const user = userEvent.setup();
    platform.use(listSearchHandler(() => []));
    renderWidget(<BranchSearchView request={{ query: '' }} />, { settings });
    await user.click(screen.getByRole('button', { name: 'Ergebnisliste vergrößern' }));
    expect(sidebar()).toHaveAttribute('data-state', '2');
    await user.click(screen.getByRole('button', { name: 'Ergebnisliste verkleinern' }));
    expect(sidebar()).toHaveAttribute('data-state', '0');
    expect(screen.getByRole('button', { name: 'Ergebnisliste vergrößern' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows a result in the detail view and goes back to the list with focus on it', async () => {
    const user = userEvent.setup();
    platform.use(listSearchHandler(() => branchesJson(3, { distance: undefined })));
    renderWidget(<BranchSearchView request={{ query: 'Graz' }} />, { settings });
    await user.click(
      await screen.findByRole('button', { name: 'Details zu Regionalbank Filiale 3' }),
    );

    expect(screen.getByRole('heading', { name: 'Regionalbank Filiale 3', level: 3 })).toHaveFocus();
    expect(screen.queryByText('3 Filialen gefunden')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück zur Ergebnisliste' }));

    expect(await screen.findByText('3 Filialen gefunden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details zu Regionalbank Filiale 3' })).toHaveFocus();
  });
});
