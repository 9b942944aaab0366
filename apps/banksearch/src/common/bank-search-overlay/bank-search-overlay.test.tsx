import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type WidgetProps } from '@ctb/shared/runtime';
import { branchStore, useStoredBranch } from '@ctb/shared/branch-store';
import { consentStore } from '@ctb/shared/consent';
import {
  closeBranchSearch,
  openBranchSearch,
} from '../branch-search-request/branch-search-request';
import { platform, startPlatform } from '@ctb/test-support';
import { renderWidget } from '../testing/render-widget';
import {
  branchesJson,
  branchInfoHandler,
  filterHandler,
  listSearchHandler,
} from '../branch-search/testing/branch-search-fixtures';
import { installMapsStandIn, uninstallMapsStandIn } from '../testing/maps-stand-in';
import { OverlayHost } from './overlay-host';

startPlatform();
// Rendering dozens of result items in jsdom is slow on a busy machine.
jest.setTimeout(20_000);

/** A widget that opens the overlay, and shows the stored branch instead once there is one. */
function Opener({ config }: WidgetProps<{ label: string }>) {
  const [stored] = useStoredBranch();
  if (stored)
    return (
      <p>
        <button type="button">{`Bank ändern (${config.label})`}</button>
      </p>
    );
  return (
    <button
      type="button"
      onClick={(event) => openBranchSearch({ query: 'Graz', opener: event.currentTarget })}
    >
      {config.label}
    </button>
  );
}

/** A widget of the domain as the app renders it: inside the app's wrapper, the overlay host. */
function Hosted(props: WidgetProps<{ label: string }>) {
  return (
    <OverlayHost>
      <Opener {...props} />
    </OverlayHost>
  );
}

function TwoWidgets() {
  const [firstShown, setFirstShown] = useState(true);
  return (
    <>
      {firstShown ? (
        <div data-widget="banksearch/first">
          <Hosted config={{ label: 'Filiale suchen (erstes Widget)' }} />
        </div>
      ) : null}
      <div data-widget="banksearch/second">
        <Hosted config={{ label: 'Filiale suchen (zweites Widget)' }} />
      </div>
      <button type="button" onClick={() => setFirstShown(false)}>
        Erstes Widget entfernen
      </button>
    </>
  );
}

beforeEach(() => {
  installMapsStandIn({ consent: false });
  platform.use(
    filterHandler,
    branchInfoHandler(),
    listSearchHandler(() => branchesJson(3, { distance: undefined })),
  );
  branchStore.clear();
});
afterEach(() => {
  act(() => closeBranchSearch());
  uninstallMapsStandIn();
});

const settings = { mapsScriptUrl: '/maps-stand-in/maps.js' };

describe('the bank search overlay', () => {
  it('is one modal dialog, named by its title, whichever widget opened it', async () => {
    const user = userEvent.setup();
    renderWidget(<TwoWidgets />, { settings });
    await user.click(screen.getByRole('button', { name: 'Filiale suchen (zweites Widget)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Filiale finden' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(await screen.findByText('3 Filialen gefunden')).toBeInTheDocument();
    expect(consentStore.has('maps')).toBe(false);
  });

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    const user = userEvent.setup();
    renderWidget(<TwoWidgets />, { settings });
    const opener = screen.getByRole('button', { name: 'Filiale suchen (erstes Widget)' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Filiale finden' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Filiale finden' })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside: Shift+Tab from the first control wraps to the last', async () => {
    const user = userEvent.setup();
    renderWidget(<TwoWidgets />, { settings });
    await user.click(screen.getByRole('button', { name: 'Filiale suchen (erstes Widget)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filiale finden' });
    await screen.findByText('3 Filialen gefunden');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Filiale finden' })).toHaveFocus(),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    // The close button is the first control: Shift+Tab wraps to the last, the map's placeholder.
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Karte laden');
  });

  it('starts a fresh search when another request replaces the open one', async () => {
    const queries: { query: string; filter: string[] }[] = [];
    platform.use(listSearchHandler(() => branchesJson(2, { distance: undefined }), queries));
    renderWidget(<TwoWidgets />, { settings });
    act(() => openBranchSearch({ query: 'Graz' }));
    await screen.findByText('2 Filialen gefunden');
    act(() => openBranchSearch({ query: 'Linz' }));
    await waitFor(() => expect(queries.map((body) => body.query)).toEqual(['Graz', 'Linz']));
    expect(screen.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' })).toHaveValue(
      'Linz',
    );
  });

  it('the close button closes it', async () => {
    const user = userEvent.setup();
    renderWidget(<TwoWidgets />, { settings });
    await user.click(screen.getByRole('button', { name: 'Filiale suchen (erstes Widget)' }));
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is shown by the next widget when the hosting one leaves the page', async () => {
    const user = userEvent.setup();
    renderWidget(<TwoWidgets />, { settings });
    await user.click(screen.getByRole('button', { name: 'Erstes Widget entfernen' }));
    act(() => openBranchSearch({ query: 'Graz' }));
    expect(await screen.findByRole('dialog', { name: 'Filiale finden' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('stores the chosen branch and closes (selectUsersBranch, the default call-to-action)', async () => {
    const user = userEvent.setup();
    renderWidget(<TwoWidgets />, { settings });
    const opener = screen.getByRole('button', { name: 'Filiale suchen (erstes Widget)' });
    await user.click(opener);
    await user.click(
      await screen.findByRole('button', { name: 'Details zu Regionalbank Filiale 2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Als meine Filiale speichern' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(branchStore.get()).toEqual({
      id: '38150-0002',
      name: 'Regionalbank Filiale 2',
      address: { street: 'Kaiser-Franz-Josef-Straße 4', postalCode: '8052', city: 'Graz' },
      blz: '38150',
      path: '/banken/steiermark',
    });
    // The opener made way for the stored branch: focus goes to what its widget shows now.
    expect(opener).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Bank ändern (Filiale suchen (erstes Widget))' }),
    ).toHaveFocus();
  });

  it('takes the detail call-to-action from the opening widget (params.cta)', async () => {
    renderWidget(<TwoWidgets />, { settings });
    act(() =>
      openBranchSearch({
        query: 'Graz',
        params: {
          cta: { action: 'link', params: { linkUrl: 'WEBSITE_URL', linkText: 'Zur Filiale' } },
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Details zu Regionalbank Filiale 1' }),
    );
    expect(screen.getByRole('link', { name: 'Zur Filiale' })).toHaveAttribute(
      'href',
      '/banken/steiermark/filialen/graz-wetzelsdorf.html',
    );
  });
});
