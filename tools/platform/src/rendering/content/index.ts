import type { Language } from '../../common/config/app-names';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { hr } from './hr';
import { it } from './it';
import { sl } from './sl';
import type { SiteContent } from './site-content';

export const SITE_CONTENT: Record<Language, SiteContent> = { de, en, fr, hr, it, sl };
export type { PageId, SiteContent } from './site-content';
