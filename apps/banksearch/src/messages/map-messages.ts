import type { MessageCatalogue } from '@ctb/shared';
import { branchSearchMessages } from '../common/branch-search/messages';

/** Messages of the domain's map widgets (merge each widget's own catalogue in here). */
export const mapMessages: MessageCatalogue[] = [branchSearchMessages];
