import type { ComponentType } from 'react';
import { EventItem } from './content/event-item';
import { FaqItem } from './content/faq-item';
import { NewsItem } from './content/news-item';
import { PageItem } from './content/page-item';
import { BankItemLayout } from './bank-item';
import { ClubBenefitItemLayout } from './club-benefit-item';
import { EmployeeItemLayout } from './employee-item';
import { JobItemLayout } from './job-item';
import type { ItemLayoutProps } from './item-layout-props';

/**
 * The item layouts of the automated list, by the item's `type` (SPEC section 2 "Item layouts by
 * type"). An item whose type is not mapped here is logged and skipped by the list. Each layout
 * owner adds its own line.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each layout narrows its own item
export const itemLayouts: Record<string, ComponentType<ItemLayoutProps<any>>> = {
  page: PageItem,
  default: PageItem,
  faq: FaqItem,
  event: EventItem,
  news: NewsItem,
  employee: EmployeeItemLayout,
  bank: BankItemLayout,
  job: JobItemLayout,
  clubBenefit: ClubBenefitItemLayout,
};
