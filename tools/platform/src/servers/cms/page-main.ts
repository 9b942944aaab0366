import type { Language } from '../../common/config/app-names';
import type { StartPageSlot } from '../../common/domain-module';
import { SITE_CONTENT, type PageId } from '../../rendering/content';
import { textSection } from '../../rendering/sections';
import { DOMAIN_MODULES, domainModules } from '../domain-modules';

/** The blocks the domains put into one slot of the start page, in the order of DOMAINS. */
function startPageSlot(language: Language, slot: StartPageSlot): string[] {
  return domainModules().flatMap((module) => {
    const block = module.startPage?.[slot];
    return block ? [block(language)] : [];
  });
}

/** The start page mixes CMS copy and the domains' blocks as a bank's start page would. */
function startPage(language: Language): string {
  const [financing, advice] = SITE_CONTENT[language].pages.index.sections;
  const financingBlocks = startPageSlot(language, 'financing').join('\n');
  return [
    ...startPageSlot(language, 'stage'),
    financing ? textSection(financing, financingBlocks) : financingBlocks,
    ...startPageSlot(language, 'nearby'),
    advice ? textSection(advice) : '',
    ...startPageSlot(language, 'teasers'),
  ].join('\n');
}

/** A domain's demo page: its CMS copy, then the sections the domain's module composes. */
function domainPage(language: Language, page: Exclude<PageId, 'index'>): string {
  return [
    ...SITE_CONTENT[language].pages[page].sections.map((section) => textSection(section)),
    ...(DOMAIN_MODULES[page].page?.(language) ?? []),
  ].join('\n');
}

export function renderMain(language: Language, page: PageId): string {
  return page === 'index' ? startPage(language) : domainPage(language, page);
}
