import type { Domain } from '../../common/config/app-names';

/** The start page plus one page per domain. */
export type PageId = 'index' | Domain;

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface PageContent {
  /** label in the main navigation */
  navLabel: string;
  title: string;
  lead: string;
  sections: TextSection[];
}

/** CMS copy a calculator widget shows under its own title (passed as `intro` in data-config). */
export interface CalculatorCopy {
  intro: string;
}

/** Everything a demo page says in one language: editorial CMS copy, not widget texts. */
export interface SiteContent {
  /** the language's name in itself, for the language switch */
  languageName: string;
  /** BCP 47 locale for number formats in fragments */
  locale: string;
  skipLink: string;
  mainNavigationLabel: string;
  languageNavigationLabel: string;
  tagline: string;
  editModeNotice: string;
  pages: Record<PageId, PageContent>;
  calculators: {
    /** `startPageTitle` names the credit calculator on the start page, under the financing copy. */
    credit: CalculatorCopy & { startPageTitle: string };
    savings: CalculatorCopy;
    pension: CalculatorCopy;
  };
  /** Titles and labels the lists widgets get from the CMS (data-config), not widget texts. */
  listWidgets: {
    newsTitle: string;
    eventsTitle: string;
    showAllNews: string;
    showAllEvents: string;
    contentPlusTitle: string;
    contentPlusButton: string;
    newsListTitle: string;
    eventsListTitle: string;
    faqListTitle: string;
    pagesListTitle: string;
    searchPlaceholder: string;
  };
  footer: {
    addressLabel: string;
    address: string[];
    linksLabel: string;
    demoNotice: string;
  };
}
