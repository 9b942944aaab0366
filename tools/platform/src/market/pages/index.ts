import type { Language } from '../../common/config/app-names';
import { pendingWidgetsSlot } from '../../rendering/sections';

/** The sections of /<lang>/market.html after its CMS copy. */
export function marketPage(_language: Language): string[] {
  return [pendingWidgetsSlot('market')];
}

/** The market's block at the end of the start page. */
export const startPageMarketTeaser = (_language: Language): string =>
  '<!-- slot: market index chart teaser goes here once the market app has it -->';
