import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from '@ctb/shared/validation';
import { createWidgetRenderer, startPlatform } from '@ctb/test-support';
import { jobMapConfigSchema, STATE_NAMES, type JobMapConfig } from './config-schema';
import { JobMap } from './job-map';
import { messages } from './messages';

const platform = startPlatform();
const { renderWidget } = createWidgetRenderer(messages);
const JOBS = '/cachableservlets/search/jobs.json';

const config: JobMapConfig = {
  jobsUrl: JOBS,
  states: STATE_NAMES.map((id) => ({
    id,
    label: id,
    link: { href: `/de/karriere/${id.toLowerCase()}.html`, text: `Jobs in ${id}` },
    layer: `Unsere Banken in ${id} suchen Verstärkung.`,
  })),
};

function answerCounts(bodies: unknown[] = []) {
  platform.use(
    http.post(`*${JOBS}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        documents: [],
        size: 150,
        filter: [
          { id: 'city', options: [] },
          {
            id: 'location',
            options: STATE_NAMES.map((name, index) => ({
              name,
              size: index === 0 ? 1 : 10 + index,
            })),
          },
        ],
      });
    }),
  );
}

describe('chrome/job-map', () => {
  it('draws the nine states as buttons named by state and open positions, with the attribution', async () => {
    const bodies: unknown[] = [];
    answerCounts(bodies);
    renderWidget(<JobMap config={config} />);
    const map = screen.getByRole('group', {
      name: 'Karte von Österreich mit den neun Bundesländern',
    });
    expect(
      await within(map).findByRole('button', { name: 'Wien, 18 offene Stellen' }),
    ).toBeVisible();
    expect(within(map).getByRole('button', { name: 'Burgenland, 1 offene Stelle' })).toBeVisible();
    expect(within(map).getAllByRole('button')).toHaveLength(9);
    expect(bodies).toEqual([{ type: 'JOBSUCHE', offset: 1, size: 1, query: '', filter: [] }]);
    expect(
      screen.getByText('Grenzen: Statistik Austria, data.statistik.gv.at; Flooh Perlot, CC BY 4.0'),
    ).toBeVisible();
  });

  it('lists the states as links as well', async () => {
    answerCounts();
    renderWidget(<JobMap config={config} />);
    const list = screen.getByRole('navigation', { name: 'Jobs nach Bundesland' });
    expect(within(list).getByRole('link', { name: 'Tirol' })).toHaveAttribute(
      'href',
      '/de/karriere/tirol.html',
    );
    expect(await within(list).findByText('16 offene Stellen')).toBeVisible();
  });

  it('opens the popover of a state by Enter with title, positions, layer and link; Escape returns', async () => {
    answerCounts();
    const user = userEvent.setup();
    renderWidget(<JobMap config={config} />);
    const tirol = await screen.findByRole('button', { name: 'Tirol, 16 offene Stellen' });
    tirol.focus();
    expect(tirol).toHaveFocus();
    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Tirol' });
    expect(popover.id).toBe('ctb-popover-job-map-7');
    expect(within(popover).getByText('Unsere Banken in Tirol suchen Verstärkung.')).toBeVisible();
    expect(within(popover).getByText('16 offene Stellen')).toBeVisible();
    expect(within(popover).getByRole('link', { name: 'Jobs in Tirol' })).toHaveAttribute(
      'href',
      '/de/karriere/tirol.html',
    );
    expect(tirol).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tirol).toHaveFocus());
  });

  it('opens a popover by click and works without counts when the job search fails', async () => {
    platform.use(
      http.post(`*${JOBS}`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderWidget(<JobMap config={{ ...config, states: config.states.slice(0, 2) }} />);
    await user.click(screen.getByRole('button', { name: 'Kärnten' }));
    expect(screen.getByRole('dialog', { name: 'Kärnten' })).toBeVisible();
    // States the editor left out are drawn, but are no buttons.
    expect(screen.getAllByRole('button', { name: /^(Burgenland|Kärnten)$/ })).toHaveLength(2);
  });

  it('drops an unsafe link from data', async () => {
    answerCounts();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const states = [{ ...config.states[0]!, link: { href: 'javascript:alert(1)', text: 'Jobs' } }];
    renderWidget(<JobMap config={{ ...config, states }} />);
    expect(screen.queryByRole('link', { name: 'Burgenland' })).not.toBeInTheDocument();
    expect(screen.getByText('Burgenland')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('rejects a config naming a state twice or an unknown state', () => {
    const twice = { states: [config.states[0], config.states[0]] };
    expect(v.safeParse(jobMapConfigSchema, twice).success).toBe(false);
    const unknown = { states: [{ ...config.states[0], id: 'Bayern' }] };
    expect(v.safeParse(jobMapConfigSchema, unknown).success).toBe(false);
  });

  it('ships the map drawn from the current states.geo.json', () => {
    const script = resolve(__dirname, '../../../scripts/draw-austria-map.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'])).not.toThrow();
  });
});
