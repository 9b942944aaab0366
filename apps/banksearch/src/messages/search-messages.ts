import type { MessageCatalogue } from '@ctb/shared';

/** Messages of the domain's search widgets (merge each widget's own catalogue in here). */
export const searchMessages: MessageCatalogue[] = [];
