import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { AutomatedList } from './automated-list';
import { listConfig } from './testing/list-fixtures';
import { CLUB_URL, clubHandler } from './testing/list-type-fixtures';

const platform = startPlatform();
beforeEach(() => window.history.replaceState(null, '', '/de/club.html'));

const titles = () =>
  within(screen.getByRole('list', { name: 'Ergebnisse' }))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);

function renderClub(config: Record<string, unknown> = {}) {
  return renderWidget(
    <AutomatedList
      config={listConfig({ listType: 'clubBenefits', endpoint: CLUB_URL, pageSize: 4, ...config })}
    />,
  );
}

describe('AutomatedList of club benefits', () => {
  it('gets the overview with a 1-based offset and renders club benefit items', async () => {
    const requests: URL[] = [];
    platform.use(clubHandler(6, requests));
    renderClub();
    await screen.findByRole('heading', { name: 'Vorteil 1' });
    expect(titles()).toEqual(['Vorteil 1', 'Vorteil 2', 'Vorteil 3', 'Vorteil 4']);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ offset: '1', size: '4' });
    // The club benefit layout: validity, "unbegrenzt gültig" and the more-details button.
    expect(screen.getAllByText('Gültig bis 31.05.2027')).toHaveLength(2);
    expect(screen.getAllByText('unbegrenzt gültig')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Mehr Details.*Vorteil 3/ }));
    expect(new URL(window.location.href).searchParams.get('cd-id')).toBe('cb-0003');
  });

  it('loads further benefits from offset 5 and shows the count of all matches', async () => {
    const requests: URL[] = [];
    platform.use(clubHandler(6, requests));
    renderClub();
    await screen.findByRole('heading', { name: 'Vorteil 4' });
    expect(screen.getByText('6 Ergebnisse')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Ergebnisse' }));
    await screen.findByRole('heading', { name: 'Vorteil 6' });
    expect(requests[1]!.searchParams.get('offset')).toBe('5');
  });

  it('sends the editor prefilters, and the visitor filter replaces its prefilter', async () => {
    const requests: URL[] = [];
    platform.use(clubHandler(6, requests));
    renderClub({ federalState: ['Tirol', 'Wien'], relationshipType: ['clubMember'] });
    await screen.findByRole('heading', { name: 'Vorteil 1' });
    expect(requests[0]!.searchParams.getAll('federalState')).toEqual(['Tirol', 'Wien']);
    expect(requests[0]!.searchParams.getAll('relationshipType')).toEqual(['clubMember']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Bundesland' }),
      screen.getByRole('option', { name: /^Wien/ }),
    );
    await waitFor(() => expect(titles()).toEqual(['Vorteil 3', 'Vorteil 6']));
    expect(requests.at(-1)!.searchParams.getAll('federalState')).toEqual(['Wien']);
    expect(requests.at(-1)!.searchParams.get('offset')).toBe('1');
  });
});
