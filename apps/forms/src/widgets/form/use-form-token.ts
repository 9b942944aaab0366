import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { useSWR } from '@ctb/shared/http';
import { useCallback, useEffect } from 'react';
import { fetchFormToken } from './api';

/** SPEC: the form token is fetched again every 120000 ms. */
export const FORM_TOKEN_REFRESH_MS = 120_000;

interface Token {
  id: string;
  fetchedAt: number;
}

/**
 * The form token of one form instance: fetched at once, again every 120000 ms, and once more
 * before a submission when the last one is older than that. A failure is reported (the form
 * shows its error notification) and the next call simply tries again.
 */
export function useFormToken(base: string, formId: string, instanceId: string, enabled: boolean) {
  const { widgetId } = useWidgetContext();
  const { data, error, mutate } = useSWR(
    enabled ? ['forms.token', base, formId, instanceId] : null,
    async (): Promise<Token> => ({
      id: await fetchFormToken(base, formId, instanceId),
      fetchedAt: Date.now(),
    }),
    {
      refreshInterval: FORM_TOKEN_REFRESH_MS,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      dedupingInterval: 0,
    },
  );

  useEffect(() => {
    if (error)
      logWidgetError(widgetId, `the form token of "${formId}" could not be fetched`, error);
  }, [error, widgetId, formId]);

  /** A token young enough to submit with: the last one, or a new one if it is older. */
  const current = useCallback(async (): Promise<string> => {
    if (data && !error && Date.now() - data.fetchedAt < FORM_TOKEN_REFRESH_MS) return data.id;
    const fresh: Token = {
      id: await fetchFormToken(base, formId, instanceId),
      fetchedAt: Date.now(),
    };
    // Kept as the hook's value (which clears an earlier failure) without asking a second time.
    await mutate(fresh, { revalidate: false });
    return fresh.id;
  }, [data, error, mutate, base, formId, instanceId]);

  return { current, failed: Boolean(error) };
}
