import { fillTemplate } from './fill-template';
import { imageSet } from './images';
import { addDays, isoDate, slugify, type Indexed, type ListItem } from './list-item';
import { NEWS_CATEGORIES } from './news-words';
import { seededRandom } from './prng';

export const NEWS_COUNT = 160;
/** News spans the two years before the reference date. */
export const NEWS_SPAN_DAYS = 730;

export interface NewsItem extends ListItem {
  type: 'news';
  newsDate: string;
  tags: string[];
}

/** 160 news items, newest first, one to three tags each; the first tag is the main category. */
export function generateNews(today: Date): Indexed<NewsItem>[] {
  const random = seededRandom(1001);
  const seen = new Set<string>();
  const result: Indexed<NewsItem>[] = [];
  for (let index = 0; index < NEWS_COUNT; index += 1) {
    const id = `news-${String(index + 1).padStart(3, '0')}`;
    const daysAgo = Math.floor((index * NEWS_SPAN_DAYS) / NEWS_COUNT) + random.int(0, 3);
    const date = addDays(today, -Math.min(daysAgo, NEWS_SPAN_DAYS - 1));
    const category = random.pick(NEWS_CATEGORIES);
    let title = '';
    for (let attempt = 0; attempt < 20 && (title === '' || seen.has(title)); attempt += 1) {
      title = fillTemplate(random.pick(category.titles), random, date.getUTCFullYear()).text;
    }
    if (seen.has(title)) title = `${title} (${isoDate(date)})`;
    seen.add(title);
    const others = NEWS_CATEGORIES.filter((other) => other !== category);
    const tags = [category.tag, ...random.pickSome(others, random.int(0, 2)).map((c) => c.tag)];
    const year = date.getUTCFullYear();
    const url = `/de/news/${year}/${slugify(title)}.html`;
    const image = imageSet(id, `Symbolbild: ${title}`, `© Regionalbank Demo/${year}`);
    const item: NewsItem = {
      type: 'news',
      accessibilityID: id,
      title,
      subTitle: random.pick(category.subTitles),
      text: random.pickSome(category.sentences, 2).join(' '),
      url,
      cta: { href: url, target: '_self', text: 'Weiterlesen' },
      links: [],
      listImage: image,
      teaserImage: image,
      newsDate: isoDate(date),
      tags,
    };
    result.push({ item, path: `/de/news/${category.slug}`, facets: { tag: tags } });
  }
  return result;
}
