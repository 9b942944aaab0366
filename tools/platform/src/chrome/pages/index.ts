import type { Language } from '../../common/config/app-names';
import { pendingWidgetsSlot } from '../../rendering/sections';

/** The sections of /<lang>/chrome.html after its CMS copy. */
export function chromePage(_language: Language): string[] {
  return [pendingWidgetsSlot('chrome')];
}

/** The chrome's block at the top of the start page. */
export const startPageStage = (_language: Language): string =>
  '<!-- slot: chrome/stage-slider goes here once the chrome app has it -->';
