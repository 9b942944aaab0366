import type { CommonMessageId } from './de';

// French is nearly empty by design (product decision): everything else falls back to German.
export const fr: Partial<Record<CommonMessageId, string>> = {
  'common.close': 'Fermer',
  'common.loading': 'Chargement …',
  'common.optional': '(facultatif)',
};
