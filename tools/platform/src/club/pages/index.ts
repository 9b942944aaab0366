import type { Language } from '../../common/config/app-names';
import { pendingWidgetsSlot } from '../../rendering/sections';

/** The sections of /<lang>/club.html after its CMS copy. */
export function clubPage(_language: Language): string[] {
  return [pendingWidgetsSlot('club')];
}
