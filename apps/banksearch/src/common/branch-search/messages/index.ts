import type { MessageCatalogue } from '@ctb/shared';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { hr } from './hr';
import { it } from './it';
import { sl } from './sl';

/** The branch search's (and the bank search overlay's) texts in the six languages. */
export const branchSearchMessages: MessageCatalogue = { de, en, fr, hr, it, sl };
