import type { Language } from '../../common/config/app-names';
import { contentPageLink } from '../content/content-texts';
import { chromeVariants } from './chrome-demo';

/** The sections of /<lang>/chrome.html after its CMS copy. */
export function chromePage(language: Language): string[] {
  return [chromeVariants(language), contentPageLink(language)];
}
