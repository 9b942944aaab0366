import { FAQ_CATEGORIES } from './faq-words';
import { imageSet } from '../../common/images/list-images';
import { slugify, type ListItem } from './list-item';
import type { Indexed } from '../../common/search/indexed';
import { PAGE_KINDS, PAGE_TOPICS } from './page-words';
import { seededRandom } from '../../common/seeded-random';

/** FAQ entries: 50 German questions and 10 English ones (language facet `de` / `en`). */
export function generateFaq(): Indexed<ListItem>[] {
  const random = seededRandom(3003);
  const result: Indexed<ListItem>[] = [];
  const add = (title: string, text: string, category: string, language: 'de' | 'en') => {
    const id = `faq-${String(result.length + 1).padStart(3, '0')}`;
    const url = `/${language}/service/faq/${slugify(category)}.html#${id}`;
    result.push({
      item: { type: 'faq', accessibilityID: id, title, subTitle: category, text, url, links: [] },
      path: `/${language}/service/faq/${slugify(category)}`,
      facets: { category: [slugify(category)], language: [language] },
    });
  };
  for (const category of FAQ_CATEGORIES) {
    for (const question of category.questions) {
      add(question, random.pickSome(category.answers, 2).join(' '), category.label, 'de');
    }
  }
  for (const category of FAQ_CATEGORIES) {
    for (const [question] of category.en) {
      add(question, 'Please see the German answer or ask your advisor.', category.label, 'en');
    }
  }
  return result;
}

export const pageCategoryOptions = () =>
  [...new Set(PAGE_TOPICS.map(([, category]) => category))].map((label) => ({
    name: slugify(label),
    label,
  }));

/** 60 content pages: three per product or topic, each with an image and a call-to-action. */
export function generatePages(): Indexed<ListItem>[] {
  return PAGE_TOPICS.flatMap(([topic, category, description], topicIndex) =>
    PAGE_KINDS.map((kind, kindIndex) => {
      const id = `page-${String(topicIndex * PAGE_KINDS.length + kindIndex + 1).padStart(3, '0')}`;
      const base = `/de/${slugify(category)}/${slugify(topic)}`;
      const url = kind.suffix ? `${base}/${kind.suffix}.html` : `${base}.html`;
      const title = kind.title.replace('{topic}', topic);
      const image = imageSet(id, title, '© Regionalbank Demo');
      const item: ListItem = {
        type: 'page',
        accessibilityID: id,
        title,
        subTitle: category,
        text: `${description} ${kind.sentence}`,
        url,
        cta: { href: url, target: '_self', text: 'Mehr erfahren' },
        links: [],
        listImage: image,
        teaserImage: image,
      };
      return { item, path: base, facets: { category: [slugify(category)], language: ['de'] } };
    }),
  );
}
