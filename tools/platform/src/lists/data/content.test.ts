import { renderImageSvg } from '../../common/images/list-images';
import { listContent } from './index';
import type { Indexed } from '../../common/search/indexed';
import { FEDERAL_STATES } from '../../common/geo/federal-states';

const now = new Date('2026-03-02T10:00:00Z');
const content = listContent(now);

describe('list content', () => {
  const german = <T>(entries: Indexed<T>[]) => entries.filter((e) => e.path.startsWith('/de/'));
  const english = <T>(entries: Indexed<T>[]) => entries.filter((e) => e.path.startsWith('/en/'));

  it('holds the promised number of items per type, German news and events under /de', () => {
    expect(german(content.news).length).toBeGreaterThanOrEqual(150);
    expect(german(content.events)).toHaveLength(80);
    expect(english(content.news).length).toBeGreaterThanOrEqual(40);
    expect(english(content.events).length).toBeGreaterThanOrEqual(20);
    expect(german(content.news).length + english(content.news).length).toBe(content.news.length);
    expect(german(content.events).length + english(content.events).length).toBe(
      content.events.length,
    );
    expect(content.faq).toHaveLength(60);
    expect(content.pages).toHaveLength(60);
    expect(content.employees).toHaveLength(120);
    expect(content.jobs).toHaveLength(150);
  });

  it('is deterministic for a given day', () => {
    const again = listContent(new Date('2026-03-02T23:00:00Z'));
    expect(again).toBe(content);
    const otherDay = listContent(new Date('2026-03-03T01:00:00Z'));
    expect(otherDay.news.map((entry) => entry.item.title)).toEqual(
      content.news.map((entry) => entry.item.title),
    );
  });

  it('gives every item a unique accessibilityID, a title and a url', () => {
    const all = Object.values(content).filter(Array.isArray).flat() as {
      item: { accessibilityID: string; title: string; url: string };
    }[];
    const ids = all.map((entry) => entry.item.accessibilityID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { item } of all) {
      expect(item.title).not.toBe('');
      expect(item.url).toMatch(/^(\/|https:\/\/)/);
    }
  });

  it('dates news over the last two years with unique titles and tags', () => {
    const dates = content.news.map((entry) => entry.item.newsDate);
    expect((dates[0] ?? '') <= '2026-03-02').toBe(true);
    expect(dates.every((date) => date >= '2024-03-02' && date <= '2026-03-02')).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(content.news.map((entry) => entry.item.title)).size).toBe(content.news.length);
    expect(content.news.every((entry) => entry.item.tags.length >= 1)).toBe(true);
  });

  it('gives events date and time ranges, a place, a registration link and a short description', () => {
    for (const { item } of content.events) {
      expect(item.date.from <= item.date.to).toBe(true);
      expect(item.time.from < item.time.to).toBe(true);
      expect(item.place).toMatch(/\d{4} /);
      expect(item.links[0]?.href).toMatch(
        item.url.startsWith('/en/')
          ? /^\/en\/events\/registration\.html\?event=/
          : /^\/de\/veranstaltungen\/anmeldung\.html\?event=/,
      );
      expect(item.eventDescriptionText.length).toBeLessThanOrEqual(200);
    }
    expect(content.events.some((entry) => entry.item.date.to < '2026-03-02')).toBe(true);
    expect(content.events.some((entry) => entry.item.date.from > '2026-03-02')).toBe(true);
  });

  it('has employees with degrees and some without phone, email or image', () => {
    const employees = content.employees.map((entry) => entry.item);
    expect(employees.some((e) => e.academicDegree === 'Dr.')).toBe(true);
    expect(employees.some((e) => e.masterDegree !== '')).toBe(true);
    expect(employees.filter((e) => e.phone === '').length).toBeGreaterThan(3);
    expect(employees.filter((e) => e.email === '').length).toBeGreaterThan(3);
    expect(employees.filter((e) => e.listImage === undefined).length).toBeGreaterThan(5);
    expect(employees.every((e) => e.languages[0] === 'Deutsch')).toBe(true);
  });

  it('spreads jobs over all nine federal states with a data JSON string', () => {
    const states = new Set(content.jobs.flatMap((entry) => entry.item.location));
    expect([...states].sort()).toEqual([...FEDERAL_STATES].sort());
    const job = content.jobs[0]?.item;
    expect(JSON.parse(job?.data ?? '')).toEqual({
      place: job?.place,
      firm: job?.imported ? job.companyName : '',
      imported: job?.imported,
    });
    expect(content.jobs.some((entry) => entry.item.imported)).toBe(true);
  });

  it('renders a different picture per id, twice as wide at 2x', () => {
    const one = renderImageSvg('news-001', 'md', 1);
    expect(one).toContain('width="1024" height="576"');
    expect(renderImageSvg('news-001', 'md', 2)).toContain('width="2048"');
    expect(renderImageSvg('news-002', 'md', 1)).not.toBe(one);
  });
});
