import type { ComponentType } from 'react';
import { BankFilter } from './bank-filter';
import { DropdownFilter } from './dropdown-filter';
import { DateRangeFilter } from './date-range-filter';
import type { FilterControlProps } from './filter-control-props';
import { SelectionListFilter } from './selection-list-filter';
import { TagFilter } from './tag-filter';

/**
 * The filter controls of the automated list, by the filter's `type` (SPEC section 3 "Filter").
 * A filter whose type is not mapped here is logged once and skipped. Each control owner adds its
 * own line.
 */
export const filterControls: Record<string, ComponentType<FilterControlProps>> = {
  selectionList: SelectionListFilter,
  dropdown: DropdownFilter,
  tag: TagFilter,
  date: DateRangeFilter,
  bankFilter: BankFilter,
};
