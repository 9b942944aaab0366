import { logWidgetError, type WidgetProps, useWidgetContext } from '@ctb/shared';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  describeDefinitionError,
  validateDefinition,
} from '../../common/definition/validate-definition';
import { useDefinitionFromUrl, useRemainingLimits } from './api';
import type { FormConfig } from './config-schema';
import { Notice, NoticeText } from '../../common/form-parts/notice';
import parts from '../../common/form-parts/form-parts.module.css';
import { FormRunner } from './form-runner';

/**
 * `forms/form`: reads the definition (from `data-config` or its URL) and checks it. A broken
 * definition renders nothing, puts the element in the error state and logs one line naming
 * the form id and the first bad path. A definition that cannot be fetched shows the error
 * notification with a retry.
 */
export function FormWidget({ config }: WidgetProps<FormConfig>) {
  const intl = useIntl();
  const { element, widgetId } = useWidgetContext();
  const loaded = useDefinitionFromUrl(config.definitionUrl);
  const raw = config.definition ?? loaded.data;
  const result = useMemo(
    () => (raw ? validateDefinition(raw, config.formId) : null),
    [raw, config.formId],
  );
  const definition = result?.ok ? result.definition : undefined;
  const limits = useRemainingLimits(definition?.remainingLimitsUrl);

  useEffect(() => {
    if (!result || result.ok) return;
    element.setAttribute('data-widget-state', 'error');
    logWidgetError(widgetId, describeDefinitionError(result));
  }, [result, element, widgetId]);

  useEffect(() => {
    if (loaded.error)
      logWidgetError(
        widgetId,
        `the definition of form "${config.formId ?? config.definitionUrl}" could not be loaded`,
        loaded.error,
      );
  }, [loaded.error, widgetId, config.formId, config.definitionUrl]);

  useEffect(() => {
    if (limits.error)
      logWidgetError(
        widgetId,
        `the remaining limits of form "${definition?.id}" could not be loaded`,
        limits.error,
      );
  }, [limits.error, widgetId, definition?.id]);

  if (result && !result.ok) return null;
  if (loaded.error && !raw)
    return (
      <Notice
        tone="error"
        role="alert"
        headingLevel={config.headingLevel}
        title={intl.formatMessage({ id: 'forms.form.loadFailed' })}
      >
        <NoticeText>{intl.formatMessage({ id: 'forms.form.errorText' })}</NoticeText>
        <p>
          <button type="button" className={parts.secondary} onClick={() => void loaded.mutate()}>
            {intl.formatMessage({ id: 'forms.form.retry' })}
          </button>
        </p>
      </Notice>
    );
  if (!definition || (definition.remainingLimitsUrl && limits.isLoading))
    return (
      <p className={parts.loading} aria-busy="true">
        {intl.formatMessage({ id: 'forms.form.loading' })}
      </p>
    );
  return (
    <FormRunner
      definition={definition}
      config={config}
      limits={limits.data ?? definition.remainingLimits}
    />
  );
}
