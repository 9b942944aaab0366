import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { fetchJson, useSWRImmutable } from '@ctb/shared/http';
import { useDeferredValue, useEffect, useMemo } from 'react';
import * as v from '@ctb/shared/validation';
import type { FormDefinition } from './definition-schema';
import { describeDefinitionError, validateDefinition } from './validate-definition';

export interface DefinitionSource {
  definition?: Record<string, unknown>;
  definitionUrl?: string;
  formId?: string;
}

export type DefinitionState =
  | { status: 'loading' }
  | { status: 'ready'; definition: FormDefinition }
  /** Fetching failed: the widget shows the error notification and offers to try again. */
  | { status: 'unavailable'; retry: () => void }
  /** Broken: the element is in the error state and one line was logged. */
  | { status: 'invalid' };

/**
 * A widget's form definition, from its `data-config` or its URL, checked when read. A broken
 * definition puts the element in the error state and logs one line naming the form id and the
 * first bad path; a failed fetch is logged and reported as unavailable.
 */
export function useFormDefinition(source: DefinitionSource): DefinitionState {
  const { element, widgetId } = useWidgetContext();
  const loaded = useSWRImmutable(
    source.definitionUrl ? ['forms.definition', source.definitionUrl] : null,
    () => fetchJson(source.definitionUrl!, { schema: v.looseObject({}) }),
  );
  // A fetched definition arrives as a synchronous update (swr's store): deferred, its checking
  // and the form's first render happen in slices between other work, not in one long task.
  const fetched = useDeferredValue(loaded.data);
  const raw = source.definition ?? fetched;
  const result = useMemo(
    () => (raw ? validateDefinition(raw, source.formId) : null),
    [raw, source.formId],
  );

  useEffect(() => {
    if (!result || result.ok) return;
    element.setAttribute('data-widget-state', 'error');
    logWidgetError(widgetId, describeDefinitionError(result));
  }, [result, element, widgetId]);

  useEffect(() => {
    if (loaded.error)
      logWidgetError(
        widgetId,
        `the definition of form "${source.formId ?? source.definitionUrl}" could not be loaded`,
        loaded.error,
      );
  }, [loaded.error, widgetId, source.formId, source.definitionUrl]);

  if (result?.ok) return { status: 'ready', definition: result.definition };
  if (result) return { status: 'invalid' };
  if (loaded.error) return { status: 'unavailable', retry: () => void loaded.mutate() };
  return { status: 'loading' };
}
