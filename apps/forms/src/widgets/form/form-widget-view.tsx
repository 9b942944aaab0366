import { logWidgetError, type WidgetProps, useWidgetContext } from '@ctb/shared/runtime';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFormDefinition } from '../../common/definition/use-form-definition';
import parts from '../../common/form-parts/form-parts.module.css';
import { Notice, NoticeText } from '../../common/form-parts/notice';
import { useRemainingLimits } from './api';
import type { FormConfig } from './config-schema';
import { FormRunner } from './form-runner';

/**
 * `forms/form`: reads the definition (from `data-config` or its URL) and checks it. A broken
 * definition renders nothing (the element goes to the error state); a definition that cannot
 * be fetched shows the error notification with a retry.
 */
export function FormWidget({ config }: WidgetProps<FormConfig>) {
  const intl = useIntl();
  const { widgetId } = useWidgetContext();
  const state = useFormDefinition(config);
  const definition = state.status === 'ready' ? state.definition : undefined;
  const limits = useRemainingLimits(definition?.remainingLimitsUrl);

  useEffect(() => {
    if (limits.error)
      logWidgetError(
        widgetId,
        `the remaining limits of form "${definition?.id}" could not be loaded`,
        limits.error,
      );
  }, [limits.error, widgetId, definition?.id]);

  if (state.status === 'invalid') return null;
  if (state.status === 'unavailable')
    return (
      <Notice
        tone="error"
        role="alert"
        headingLevel={config.headingLevel}
        title={intl.formatMessage({ id: 'forms.form.loadFailed' })}
      >
        {/* Nothing was entered yet: not the submit failure's "your details have been kept". */}
        <NoticeText>{intl.formatMessage({ id: 'common.technicalError.text' })}</NoticeText>
        <p>
          <button type="button" className={parts.secondary} onClick={state.retry}>
            {intl.formatMessage({ id: 'forms.form.retry' })}
          </button>
        </p>
      </Notice>
    );
  if (!definition || (definition.remainingLimitsUrl && limits.isLoading))
    return (
      <p className={`${parts.loading} ${parts.holdsSpace}`} aria-busy="true">
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
