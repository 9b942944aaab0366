import { EVENT_KINDS } from './event-words';
import { EVENT_COUNT, EVENT_EN_COUNT } from './events';
import { listContent } from './index';
import type { ImageSet } from '../../common/images/list-images';
import type { Indexed } from '../../common/search/indexed';
import type { ListItem } from './list-item';
import { NEWS_COUNT, NEWS_EN_COUNT } from './news';
import { NEWS_CATEGORIES } from './news-words';
import { STREETS, TOWNS, townNameEn } from './places';

const content = listContent(new Date('2026-03-02T10:00:00Z'));
const byId = <T extends ListItem>(entries: Indexed<T>[]) =>
  new Map(entries.map((entry) => [entry.item.accessibilityID, entry]));
const english = <T extends ListItem>(entries: Indexed<T>[]) =>
  entries.filter((entry) => entry.path.startsWith('/en/'));
const german = <T extends ListItem>(entries: Indexed<T>[]) =>
  entries.filter((entry) => entry.path.startsWith('/de/'));
const placeholders = (template: string) => (template.match(/\{\w+\}/g) ?? []).sort();
const imageUrls = (image: ImageSet | undefined) =>
  image ? [image.lg, image.md, image.sm, image.xs].map((variant) => variant.res1x) : [];

/** Town and street names are German proper nouns; everything else must read as English. */
const PROPER_NOUNS = [
  ...TOWNS.flatMap((town) => [town.name, townNameEn(town.name)]),
  ...STREETS,
  'Regionalbank',
].sort((a, b) => b.length - a.length);
const GERMAN =
  /[äöüß]|\b(und|der|die|das|für|mit|Ihre?|Sie|wir|Filiale|Veranstaltung|Weiterlesen|Jetzt|anmelden|Symbolbild)\b/i;
function germanIn(text: string): string | null {
  let rest = text;
  for (const noun of PROPER_NOUNS) rest = rest.split(noun).join(' ');
  return GERMAN.exec(rest)?.[0] ?? null;
}
function wordsOf(item: ListItem & { tags: string[] }): string[] {
  return [
    item.title,
    item.subTitle,
    item.text,
    item.cta?.text ?? '',
    item.listImage?.alt ?? '',
    item.place ?? '',
    ...item.links.map((link) => link.text),
    ...item.tags,
  ];
}

describe('English templates', () => {
  it('translate every German news template with the same placeholders', () => {
    for (const category of NEWS_CATEGORIES) {
      expect(category.en.titles).toHaveLength(category.titles.length);
      expect(category.en.subTitles).toHaveLength(category.subTitles.length);
      expect(category.en.sentences).toHaveLength(category.sentences.length);
      category.titles.forEach((title, index) => {
        expect(placeholders(category.en.titles[index] ?? '')).toEqual(placeholders(title));
      });
    }
  });

  it('translate every event kind with the same placeholders', () => {
    for (const kind of EVENT_KINDS) {
      expect(placeholders(kind.en.title)).toEqual(placeholders(kind.title));
      expect(kind.en.description).not.toBe('');
    }
  });
});

describe('English news', () => {
  const news = english(content.news);
  const originals = byId(german(content.news));

  it('holds an English version of every second German item, under /en/news', () => {
    expect(german(content.news)).toHaveLength(NEWS_COUNT);
    expect(news).toHaveLength(NEWS_EN_COUNT);
    expect(news.length).toBeGreaterThanOrEqual(40);
    for (const { item, path } of news) {
      expect(path).toMatch(/^\/en\/news\/[a-z-]+$/);
      expect(item.url).toMatch(/^\/en\/news\/\d{4}\/[a-z0-9-]+\.html$/);
      expect(item.cta).toEqual({ href: item.url, target: '_self', text: 'Read more' });
    }
  });

  it('keeps the date, image and categories of its German original, in English words', () => {
    const tagsEn = new Map(NEWS_CATEGORIES.map((category) => [category.tag, category.en.tag]));
    for (const { item, facets } of news) {
      const original = originals.get(item.accessibilityID.replace(/-en$/, ''))?.item;
      expect(original).toBeDefined();
      expect(item.newsDate).toBe(original?.newsDate);
      expect(imageUrls(item.listImage)).toEqual(imageUrls(original?.listImage));
      expect(item.listImage?.alt).toBe(`Illustration: ${item.title}`);
      expect(item.tags).toEqual(original?.tags.map((tag) => tagsEn.get(tag)));
      expect(facets.tag).toEqual(item.tags);
      expect(item.title).not.toBe(original?.title);
    }
  });

  it('reads as English: no German words outside town and street names', () => {
    for (const { item } of news) {
      for (const text of wordsOf(item))
        expect({ text, german: germanIn(text) }).toEqual({ text, german: null });
    }
    expect(news[0]?.item.text).toMatch(/^[A-Z][a-z]+ .*\.$/);
  });
});

describe('English events', () => {
  const events = english(content.events);
  const originals = byId(german(content.events));

  it('hold an English version of every second German event, under /en/events', () => {
    expect(german(content.events)).toHaveLength(EVENT_COUNT);
    expect(events).toHaveLength(EVENT_EN_COUNT);
    expect(events.length).toBeGreaterThanOrEqual(20);
    for (const { item, path } of events) {
      expect(path).toMatch(/^\/en\/events\/[a-z-]+$/);
      expect(item.url).toMatch(/^\/en\/events\/[a-z0-9-]+\.html$/);
      expect(item.links[0]).toMatchObject({
        text: 'Register now',
        href: `/en/events/registration.html?event=${item.accessibilityID}`,
        formPrefillValues: { event: item.title, eventDate: item.date.from },
      });
    }
  });

  it('keep the dates, times, address and image of the German original', () => {
    for (const { item } of events) {
      const original = originals.get(item.accessibilityID.replace(/-en$/, ''))?.item;
      expect(original).toBeDefined();
      expect(item.date).toEqual(original?.date);
      expect(item.time).toEqual(original?.time);
      // street, house number and postal code: everything after the venue
      expect(item.place.split(', ').slice(1, 2)).toEqual(original?.place.split(', ').slice(1, 2));
      expect(item.place.match(/\d{4} /)?.[0]).toBe(original?.place.match(/\d{4} /)?.[0]);
      expect(imageUrls(item.listImage)).toEqual(imageUrls(original?.listImage));
      expect(item.listImage?.alt).toBe(`Event: ${item.title}`);
      expect(item.eventDescriptionText.length).toBeLessThanOrEqual(200);
    }
  });

  it('read as English: no German words outside town and street names', () => {
    for (const { item } of events) {
      for (const text of wordsOf(item))
        expect({ text, german: germanIn(text) }).toEqual({ text, german: null });
    }
  });
});
