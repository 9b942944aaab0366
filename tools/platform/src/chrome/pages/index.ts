import type { Language } from '../../common/config/app-names';
import { pendingWidgetsSlot } from '../../rendering/sections';
import { chromeVariants } from './chrome-demo';

/** The sections of /<lang>/chrome.html after its CMS copy. */
export function chromePage(language: Language): string[] {
  return [chromeVariants(language), pendingWidgetsSlot('chrome')];
}

/** The chrome's block at the top of the start page. */
export const startPageStage = (_language: Language): string =>
  '<!-- slot: chrome/stage-slider goes here once the chrome app has it -->';
