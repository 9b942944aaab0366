import * as v from 'valibot';
import type { Language } from '../../common/config/app-names';
import type { SearchHit } from './site-index';

// The news and FAQ belong to the lists domain: they are searched through its services, on the
// same host, as the site's search service would (domains share through URLs, not imports).
const itemSchema = v.object({
  title: v.string(),
  subTitle: v.optional(v.string(), ''),
  url: v.string(),
  newsDate: v.optional(v.string()),
});
const faqAnswer = v.object({ listItems: v.array(itemSchema) });
const newsAnswer = v.object({
  documents: v.array(v.object({ url: v.string(), detail: itemSchema })),
});

/** News and FAQ exist in German and English; the other languages search the German ones. */
const contentLanguage = (language: Language) => (language === 'en' ? 'en' : 'de');

async function getJson<T>(url: string, init: RequestInit, schema: v.GenericSchema<unknown, T>) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(3000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return v.parse(schema, await response.json());
}

export interface ListsHits {
  news: SearchHit[];
  faq: SearchHit[];
}

const newsLabel: Record<Language, string> = {
  de: 'News',
  en: 'News',
  fr: 'Actualités',
  hr: 'Novosti',
  it: 'Notizie',
  sl: 'Novice',
};
const faqLabel: Record<Language, string> = {
  de: 'Häufige Fragen',
  en: 'FAQ',
  fr: 'Questions fréquentes',
  hr: 'Česta pitanja',
  it: 'Domande frequenti',
  sl: 'Pogosta vprašanja',
};

/** The news and FAQ entries matching `term` (at most `size` of each) from the lists services. */
export async function searchLists(
  origin: string,
  language: Language,
  term: string,
  size: number,
): Promise<ListsHits> {
  const lang = contentLanguage(language);
  const faqQuery = new URLSearchParams({ query: term, size: String(size), language: lang });
  const [faq, news] = await Promise.all([
    getJson(`${origin}/cachableservlets/lists/faq.json?${faqQuery}`, {}, faqAnswer),
    getJson(
      `${origin}/cachableservlets/search/news.json`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'NEWSSUCHE',
          query: term,
          size,
          offset: 1,
          path: `/${lang}/news`,
        }),
      },
      newsAnswer,
    ),
  ]);
  return {
    faq: faq.listItems.map((item) => ({
      title: item.title,
      subtitle: faqLabel[language],
      url: item.url,
      text: item.subTitle,
    })),
    news: news.documents.map(({ url, detail }) => ({
      title: detail.title,
      subtitle: [newsLabel[language], detail.newsDate?.split('-').reverse().join('.')]
        .filter(Boolean)
        .join(' · '),
      url,
      text: detail.subTitle,
    })),
  };
}
