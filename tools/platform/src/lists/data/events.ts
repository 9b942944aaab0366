import { EVENT_KINDS, type EventKind } from './event-words';
import { fillTemplate, fillTemplateEn, type TemplateValues } from './fill-template';
import { imageSet } from '../../common/images/list-images';
import { addDays, isoDate } from '../../common/dates';
import { slugify, truncateText, type ListItem } from './list-item';
import type { Indexed } from '../../common/search/indexed';
import { stateNameEn } from '../../common/geo/federal-states';
import { STREETS, townNameEn, VENUES, VENUES_EN } from './places';
import { seededRandom } from '../../common/seeded-random';

/** German events (under /de/veranstaltungen). */
export const EVENT_COUNT = 80;
/** Every EVENT_EN_EVERY-th German event (the first, third, …) also has an English version. */
export const EVENT_EN_EVERY = 2;
/** English events (under /en/events): translations of German ones. */
export const EVENT_EN_COUNT = Math.ceil(EVENT_COUNT / EVENT_EN_EVERY);
/** Events run from 120 days before to 240 days after the reference date. */
export const EVENT_FIRST_DAY = -120;
export const EVENT_LAST_DAY = 240;
export const EVENT_DESCRIPTION_MAX = 200;

export interface EventItem extends ListItem {
  type: 'event';
  date: { from: string; to: string };
  time: { from: string; to: string };
  place: string;
  eventDescriptionText: string;
  tags: string[];
}

/** What a German event was made of, so that its English version says the same. */
interface EventSource {
  id: string;
  index: number;
  start: Date;
  kind: EventKind;
  values: TemplateValues;
  venueIndex: number;
  street: string;
  houseNumber: number;
}

/**
 * The events of the German and the English site, sorted by start date; some already over, some
 * running now, most still to come. 80 German events and an English version of every second one:
 * the same dates, times, place and image, its title and text from the English templates.
 */
export function generateEvents(today: Date): Indexed<EventItem>[] {
  const random = seededRandom(2002);
  const span = EVENT_LAST_DAY - EVENT_FIRST_DAY;
  const result: Indexed<EventItem>[] = [];
  const sources: EventSource[] = [];
  for (let index = 0; index < EVENT_COUNT; index += 1) {
    const id = `event-${String(index + 1).padStart(3, '0')}`;
    const offset = EVENT_FIRST_DAY + Math.floor((index * span) / EVENT_COUNT) + random.int(0, 3);
    const start = addDays(today, offset);
    const kind = random.pick(EVENT_KINDS);
    const filled = fillTemplate(kind.title, random, start.getUTCFullYear());
    const { town } = filled;
    const title = kind.title.includes('{town}') ? filled.text : `${filled.text} – ${town.name}`;
    const venue = random.pick(VENUES);
    const street = random.pick(STREETS);
    const houseNumber = random.int(1, 40);
    const place = `${venue} ${town.name}, ${street} ${houseNumber}, ${town.postalCode} ${town.name}`;
    const url = `/de/veranstaltungen/${slugify(title)}-${index + 1}.html`;
    const description = `${kind.description} Veranstaltungsort: ${venue} ${town.name}.`;
    const item: EventItem = {
      type: 'event',
      accessibilityID: id,
      title,
      subTitle: kind.tag,
      text: description,
      url,
      cta: { href: url, target: '_self', text: 'Details zur Veranstaltung' },
      links: [
        {
          text: 'Jetzt anmelden',
          href: `/de/veranstaltungen/anmeldung.html?event=${id}`,
          target: '_self',
          iconClass: 'icon-calendar',
          formPrefillValues: { event: title, eventDate: isoDate(start) },
        },
      ],
      listImage: imageSet(id, `Veranstaltung: ${title}`, '© Regionalbank Demo'),
      teaserImage: imageSet(id, `Veranstaltung: ${title}`, '© Regionalbank Demo'),
      date: { from: isoDate(start), to: isoDate(addDays(start, kind.days - 1)) },
      time: { from: kind.time[0], to: kind.time[1] },
      place,
      eventDescriptionText: truncateText(description, EVENT_DESCRIPTION_MAX),
      tags: [kind.tag],
    };
    const path = `/de/veranstaltungen/${slugify(town.state)}`;
    result.push({ item, path, facets: { tag: [kind.tag], state: [town.state] } });
    if (index % EVENT_EN_EVERY === 0) {
      const venueIndex = VENUES.indexOf(venue);
      sources.push({
        id,
        index,
        start,
        kind,
        values: filled.values,
        venueIndex,
        street,
        houseNumber,
      });
    }
  }
  // Sorted by start; the sort is stable, so each language keeps its own order.
  return [...result, ...sources.map(englishEvent)].sort((a, b) =>
    a.item.date.from.localeCompare(b.item.date.from),
  );
}

/** The English version of a German event: its own id, URL and registration link. */
function englishEvent(source: EventSource): Indexed<EventItem> {
  const { kind, start, values } = source;
  const town = townNameEn(values.town.name);
  const state = stateNameEn(values.town.state);
  const filled = fillTemplateEn(kind.en.title, values);
  const title = kind.en.title.includes('{town}') ? filled : `${filled} – ${town}`;
  const id = `${source.id}-en`;
  const venue = (VENUES_EN[source.venueIndex] ?? '{town}').replace('{town}', town);
  const { postalCode } = values.town;
  const place = `${venue}, ${source.street} ${source.houseNumber}, ${postalCode} ${town}`;
  const url = `/en/events/${slugify(title)}-${source.index + 1}.html`;
  const description = `${kind.en.description} Venue: ${venue}.`;
  const image = imageSet(source.id, `Event: ${title}`, '© Regionalbank Demo');
  const item: EventItem = {
    type: 'event',
    accessibilityID: id,
    title,
    subTitle: kind.en.tag,
    text: description,
    url,
    cta: { href: url, target: '_self', text: 'Event details' },
    links: [
      {
        text: 'Register now',
        href: `/en/events/registration.html?event=${id}`,
        target: '_self',
        iconClass: 'icon-calendar',
        formPrefillValues: { event: title, eventDate: isoDate(start) },
      },
    ],
    listImage: image,
    teaserImage: image,
    date: { from: isoDate(start), to: isoDate(addDays(start, kind.days - 1)) },
    time: { from: kind.time[0], to: kind.time[1] },
    place,
    eventDescriptionText: truncateText(description, EVENT_DESCRIPTION_MAX),
    tags: [kind.en.tag],
  };
  return {
    item,
    path: `/en/events/${slugify(state)}`,
    facets: { tag: [kind.en.tag], state: [state] },
  };
}
