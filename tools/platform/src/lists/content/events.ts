import { EVENT_KINDS } from './event-words';
import { fillTemplate } from './fill-template';
import { imageSet } from './images';
import { addDays, isoDate, slugify, truncateText, type Indexed, type ListItem } from './list-item';
import { STREETS, VENUES } from './places';
import { seededRandom } from './prng';

export const EVENT_COUNT = 80;
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

/** 80 events sorted by start date; some already over, some running now, most still to come. */
export function generateEvents(today: Date): Indexed<EventItem>[] {
  const random = seededRandom(2002);
  const span = EVENT_LAST_DAY - EVENT_FIRST_DAY;
  const result: Indexed<EventItem>[] = [];
  for (let index = 0; index < EVENT_COUNT; index += 1) {
    const id = `event-${String(index + 1).padStart(3, '0')}`;
    const offset = EVENT_FIRST_DAY + Math.floor((index * span) / EVENT_COUNT) + random.int(0, 3);
    const start = addDays(today, offset);
    const kind = random.pick(EVENT_KINDS);
    const { text: baseTitle, town } = fillTemplate(kind.title, random, start.getUTCFullYear());
    const title = kind.title.includes('{town}') ? baseTitle : `${baseTitle} – ${town.name}`;
    const venue = random.pick(VENUES);
    const place = `${venue} ${town.name}, ${random.pick(STREETS)} ${random.int(1, 40)}, ${town.postalCode} ${town.name}`;
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
  }
  return result.sort((a, b) => a.item.date.from.localeCompare(b.item.date.from));
}
