import { fillTemplate, fillTemplateEn, type TemplateValues } from './fill-template';
import { imageSet } from '../../common/images/list-images';
import { addDays, isoDate } from '../../common/dates';
import { slugify, type ListItem } from './list-item';
import type { Indexed } from '../../common/search/indexed';
import { NEWS_CATEGORIES, type NewsCategory } from './news-words';
import { seededRandom } from '../../common/seeded-random';

/** German news items (under /de/news). */
export const NEWS_COUNT = 160;
/** Every NEWS_EN_EVERY-th German item (the first, third, …) also has an English version. */
export const NEWS_EN_EVERY = 2;
/** English news items (under /en/news): translations of German ones. */
export const NEWS_EN_COUNT = Math.ceil(NEWS_COUNT / NEWS_EN_EVERY);
/** News spans the two years before the reference date. */
export const NEWS_SPAN_DAYS = 730;

export interface NewsItem extends ListItem {
  type: 'news';
  newsDate: string;
  tags: string[];
}

/** What a German news item was made of, so that its English version says the same. */
interface NewsSource {
  id: string;
  date: Date;
  category: NewsCategory;
  titleIndex: number;
  values: TemplateValues;
  /** the German title needed its date to be unique */
  datedTitle: boolean;
  subTitleIndex: number;
  sentenceIndexes: number[];
  others: NewsCategory[];
}

/**
 * The news of the German and the English site, newest first. 160 German items, one to three tags
 * each (the first tag is the main category), and an English version of every second one: the
 * same date, image and categories, its title and text filled from the English templates with the
 * same values (town, state, year, rate, number).
 */
export function generateNews(today: Date): Indexed<NewsItem>[] {
  const random = seededRandom(1001);
  const seen = new Set<string>();
  const german: Indexed<NewsItem>[] = [];
  const sources: NewsSource[] = [];
  for (let index = 0; index < NEWS_COUNT; index += 1) {
    const id = `news-${String(index + 1).padStart(3, '0')}`;
    const daysAgo = Math.floor((index * NEWS_SPAN_DAYS) / NEWS_COUNT) + random.int(0, 3);
    const date = addDays(today, -Math.min(daysAgo, NEWS_SPAN_DAYS - 1));
    const category = random.pick(NEWS_CATEGORIES);
    let title = '';
    let titleIndex = 0;
    let values: TemplateValues | undefined;
    for (let attempt = 0; attempt < 20 && (title === '' || seen.has(title)); attempt += 1) {
      const template = random.pick(category.titles);
      const filled = fillTemplate(template, random, date.getUTCFullYear());
      title = filled.text;
      titleIndex = category.titles.indexOf(template);
      values = filled.values;
    }
    const datedTitle = seen.has(title);
    if (datedTitle) title = `${title} (${isoDate(date)})`;
    seen.add(title);
    const others = random.pickSome(
      NEWS_CATEGORIES.filter((other) => other !== category),
      random.int(0, 2),
    );
    const tags = [category.tag, ...others.map((c) => c.tag)];
    const year = date.getUTCFullYear();
    const url = `/de/news/${year}/${slugify(title)}.html`;
    const image = imageSet(id, `Symbolbild: ${title}`, `© Regionalbank Demo/${year}`);
    const subTitle = random.pick(category.subTitles);
    const sentences = random.pickSome(category.sentences, 2);
    const item: NewsItem = {
      type: 'news',
      accessibilityID: id,
      title,
      subTitle,
      text: sentences.join(' '),
      url,
      cta: { href: url, target: '_self', text: 'Weiterlesen' },
      links: [],
      listImage: image,
      teaserImage: image,
      newsDate: isoDate(date),
      tags,
    };
    german.push({ item, path: `/de/news/${category.slug}`, facets: { tag: tags } });
    if (index % NEWS_EN_EVERY === 0 && values) {
      sources.push({
        id,
        date,
        category,
        titleIndex,
        values,
        datedTitle,
        subTitleIndex: category.subTitles.indexOf(subTitle),
        sentenceIndexes: sentences.map((sentence) => category.sentences.indexOf(sentence)),
        others,
      });
    }
  }
  const english = sources.map(englishNews);
  // Both lists are newest first; a stable sort keeps each language's own order.
  return [...german, ...english].sort((a, b) => b.item.newsDate.localeCompare(a.item.newsDate));
}

/** The English version of a German news item: its own id and URL, the German item's image. */
function englishNews(source: NewsSource): Indexed<NewsItem> {
  const { category, date } = source;
  const en = category.en;
  const filled = fillTemplateEn(en.titles[source.titleIndex] ?? '', source.values);
  const title = source.datedTitle ? `${filled} (${isoDate(date)})` : filled;
  const year = date.getUTCFullYear();
  const url = `/en/news/${year}/${slugify(title)}.html`;
  const image = imageSet(source.id, `Illustration: ${title}`, `© Regionalbank Demo/${year}`);
  const tags = [en.tag, ...source.others.map((other) => other.en.tag)];
  const item: NewsItem = {
    type: 'news',
    accessibilityID: `${source.id}-en`,
    title,
    subTitle: en.subTitles[source.subTitleIndex] ?? '',
    text: source.sentenceIndexes.map((index) => en.sentences[index]).join(' '),
    url,
    cta: { href: url, target: '_self', text: 'Read more' },
    links: [],
    listImage: image,
    teaserImage: image,
    newsDate: isoDate(date),
    tags,
  };
  return { item, path: `/en/news/${en.slug}`, facets: { tag: tags } };
}
