import { generateEmployees, type EmployeeItem } from './employees';
import { generateEvents, type EventItem } from './events';
import { generateFaq, generatePages } from './faq-pages';
import { generateJobs, type JobItem } from './jobs';
import { isoDate, startOfDay } from '../../common/dates';
import type { Indexed } from '../../common/search/indexed';
import type { ListItem } from './list-item';
import { generateNews, type NewsItem } from './news';

export interface ListContent {
  /** the reference day (UTC midnight) everything is dated from */
  today: Date;
  news: Indexed<NewsItem>[];
  events: Indexed<EventItem>[];
  faq: Indexed<ListItem>[];
  pages: Indexed<ListItem>[];
  employees: Indexed<EmployeeItem>[];
  jobs: Indexed<JobItem>[];
}

const cache = new Map<string, ListContent>();

/** All list content for the day of `now`; generated once per day and cached. */
export function listContent(now: Date): ListContent {
  const today = startOfDay(now);
  const key = isoDate(today);
  const cached = cache.get(key);
  if (cached) return cached;
  const content: ListContent = {
    today,
    news: generateNews(today),
    events: generateEvents(today),
    faq: generateFaq(),
    pages: generatePages(),
    employees: generateEmployees(),
    jobs: generateJobs(today),
  };
  cache.set(key, content);
  return content;
}
