import type { MessageCatalogue } from '@ctb/shared';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { hr } from './hr';
import { it } from './it';
import { sl } from './sl';

export const automatedListMessages: MessageCatalogue = { de, en, hr, it, sl, fr };
