import type { MessageCatalogue } from '@ctb/shared';

/** Messages of the domain's map widgets (merge each widget's own catalogue in here). */
export const mapMessages: MessageCatalogue[] = [];
