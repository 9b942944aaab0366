import type { MessageCatalogue } from '@ctb/shared';
import { comboboxMessages } from '../combobox/combobox-messages';

/** Messages of the domain's search widgets (merge each widget's own catalogue in here). */
export const searchMessages: MessageCatalogue[] = [comboboxMessages];
