import type { Language } from '../../common/config/app-names';
import { pendingWidgetsSlot } from '../../rendering/sections';

/** The sections of /<lang>/forms.html after its CMS copy. */
export function formsPage(_language: Language): string[] {
  return [pendingWidgetsSlot('forms')];
}
