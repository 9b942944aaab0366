import type { ListFilter } from './filter-control-props';

/** One section of `GET /api/branches/filter` (contracts "Bank and branch services"). */
export interface BankFilterSection {
  name: string;
  entries: { name: string; value: string }[];
}

/** A bank filter option may carry the title of its service section. */
export type BankFilterOption = ListFilter['options'][number] & { section?: string };

/**
 * The bank filter service's sections as one list filter of type bankFilter: each entry becomes
 * an option whose `name` is the value sent back (`service:<key>`, `parking:true`, …) and whose
 * `section` is the title of the section it came from.
 */
export function bankFilterFromSections(
  sections: BankFilterSection[],
  label: string,
): ListFilter & { options: BankFilterOption[] } {
  return {
    type: 'bankFilter',
    id: 'bankFilter',
    name: 'filter',
    label,
    isArray: true,
    options: sections.flatMap((section) =>
      section.entries.map((entry) => ({
        name: entry.value,
        label: entry.name,
        section: section.name,
      })),
    ),
  };
}

// For options without a section: the service's sections by the prefix of the value.
const SECTION_BY_PREFIX: Record<string, string> = {
  service: 'service',
  equipment: 'equipment',
  selfService: 'selfService',
  type: 'type',
  accessible: 'accessibility',
  parking: 'accessibility',
  openNow: 'hours',
  saturday: 'hours',
};

export interface OptionGroup {
  /** A section title as given, or the message id of a known one. */
  title: { text: string } | { messageId: string };
  options: BankFilterOption[];
}

/** The options in sections, in the order they first appear. */
export function groupBankFilterOptions(options: BankFilterOption[]): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const option of options) {
    const prefixSection = SECTION_BY_PREFIX[option.name.split(':')[0] ?? ''] ?? 'other';
    const key = option.section ? `text:${option.section}` : `id:${prefixSection}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        title: option.section
          ? { text: option.section }
          : { messageId: `lists.bankFilter.section.${prefixSection}` },
        options: [],
      };
      groups.set(key, group);
    }
    group.options.push(option);
  }
  return [...groups.values()];
}
