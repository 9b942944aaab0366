import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { BranchSearchMessageId } from './messages';

type Values = Record<string, string | number>;

/** The branch search's messages by id, typed so a missing German text fails to compile. */
export function useText(): (id: BranchSearchMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
