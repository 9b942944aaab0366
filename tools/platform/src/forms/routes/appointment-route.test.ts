import { send } from '../../testing/http-request';
import { routeTestServer } from '../../testing/route-test-server';
import { testPaasServer, testTokens } from '../../testing/test-servers';
import { testConfig } from '../../testing/test-config';
import { isFullyBooked } from '../data/appointment-times';
import { registerAppointmentRoute } from './appointment-route';

const PATH = '/api/forms/forms-ui-services/rest/appointmentTime/';
// The test clock: Monday 2 March 2026.
const app = routeTestServer((server, config) => registerAppointmentRoute(server, config.now));
afterAll(() => app.close());

describe('appointment times', () => {
  it('answers a month page in the SPEC shape, weeks from Monday, nothing before tomorrow', async () => {
    const page = (
      await send(app, { url: `${PATH}?year=2026&month=3&week=10&branchId=57000-0012` })
    ).json();
    expect(page).toMatchObject({
      month: 3,
      year: 2026,
      monthName: 'März',
      nextMonth: 4,
      nextYear: 2026,
      previousMonth: 2,
      previousYear: 2026,
    });
    expect(
      page.weeks[0].days.map((day: { name: string; date: string }) => [day.name, day.date])[0],
    ).toEqual(['Montag', '2026-02-23']);
    for (const week of page.weeks) expect(week.days).toHaveLength(7);
    const days = page.weeks.flatMap((week: { days: unknown[] }) => week.days) as {
      date: string;
      timeRanges: { disabled: boolean }[];
    }[];
    for (const day of days.filter((d) => d.date <= '2026-03-02'))
      expect(day.timeRanges.every((r) => r.disabled)).toBe(true);
    const weekend = days.find((day) => day.date === '2026-03-07');
    expect(weekend?.timeRanges).toEqual([]);
    expect(
      days.some(
        (day) => day.date > '2026-03-02' && day.timeRanges.some((range) => !range.disabled),
      ),
    ).toBe(true);
  });

  it('is the same on every call and differs between branches, with some fully booked days', async () => {
    const ask = (branch: string) =>
      send(app, { url: `${PATH}?year=2026&month=4&branchId=${branch}` }).then((r) => r.body);
    expect(await ask('57000-0012')).toBe(await ask('57000-0012'));
    expect(await ask('57000-0012')).not.toBe(await ask('20111-0003'));
    const april = Array.from(
      { length: 30 },
      (_, index) => `2026-04-${String(index + 1).padStart(2, '0')}`,
    );
    expect(april.filter((day) => isFullyBooked('57000-0012', day)).length).toBeGreaterThan(0);
  });

  it('wraps the year and refuses a month that does not exist', async () => {
    expect((await send(app, { url: `${PATH}?year=2026&month=12` })).json()).toMatchObject({
      nextMonth: 1,
      nextYear: 2027,
    });
    const bad = await send(app, { url: `${PATH}?year=2026&month=13` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('month must be at most 12');
  });

  it('needs the bearer token on the paas and honours the failure injection', async () => {
    const config = testConfig();
    const paas = await testPaasServer(config);
    try {
      expect((await send(paas, { url: `${PATH}?year=2026&month=3` })).statusCode).toBe(401);
      const token = testTokens(config).issue();
      const headers = { authorization: `Bearer ${token}` };
      expect((await send(paas, { url: `${PATH}?year=2026&month=3`, headers })).statusCode).toBe(
        200,
      );
      expect(
        (await send(paas, { url: `${PATH}?year=2026&month=3&ctbFail=500`, headers })).statusCode,
      ).toBe(500);
      expect(
        (await send(paas, { url: `${PATH}?year=2026&month=3&ctbFail=malformed`, headers })).json(),
      ).toEqual({
        unexpected: 'malformed on request (ctbFail=malformed)',
      });
    } finally {
      await paas.close();
    }
  });
});
