import { DOMAINS } from '../common/config/app-names';
import type { PageId } from './content';

export const PAGE_IDS: readonly PageId[] = ['index', ...DOMAINS];

/** Main navigation order, as a bank's site would list its sections. */
export const NAVIGATION_ORDER: readonly PageId[] = [
  'index',
  'calculators',
  'banksearch',
  'lists',
  'market',
  'club',
  'forms',
  'chrome',
];

export function isPageId(value: string): value is PageId {
  return (PAGE_IDS as readonly string[]).includes(value);
}
