import type { MessageCatalogue } from '../message-catalogue';
import { messages } from './messages';

export type { CommonMessageId } from './messages';

/** The messages every app may use, merged into each app's catalogue by I18nProvider. */
export const commonMessages: MessageCatalogue = messages;
