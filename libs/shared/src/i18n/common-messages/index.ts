import type { MessageCatalogue } from '../message-catalogue';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { hr } from './hr';
import { it } from './it';
import { sl } from './sl';

export type { CommonMessageId } from './de';

/** The messages every app may use, merged into each app's catalogue by I18nProvider. */
export const commonMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
