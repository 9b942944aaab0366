import type { MessageCatalogue } from '@ctb/shared';

/** Messages of the domain's stored widgets (merge each widget's own catalogue in here). */
export const storedMessages: MessageCatalogue[] = [];
