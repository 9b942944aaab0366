import { logWidgetError, usePageConfig, useWidgetContext } from '@ctb/shared/runtime';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FormDefinition } from '../../common/definition/definition-schema';
import { allFields } from '../../common/definition/validate-definition';
import { FieldRenderer } from '../../common/fields/field-renderer';
import { FieldsContext, fieldElementId } from '../../common/fields/fields-context';
import { ErrorSummary, type SummaryEntry } from '../../common/form-parts/error-summary';
import { focusFirstInvalid } from '../../common/form-parts/focus-field';
import parts from '../../common/form-parts/form-parts.module.css';
import { Notice, NoticeText, type HeadingLevel } from '../../common/form-parts/notice';
import { isActive } from '../../common/rules/conditions';
import type { FormInput, PayloadValue } from '../../common/rules/field-values';
import { buildPayload, definitionResolver, formStateOf } from '../../common/rules/form-schema';
import { initialValues } from '../../common/rules/initial-values';
import { isTouchDevice, ruleContext } from '../../common/rules/rule-context';
import { HttpError } from '@ctb/shared/http';
import { postRegistration, type EventData, type EventKeys } from './api';
import styles from './event-form.module.css';

interface EventRegistrationProps {
  definition: FormDefinition;
  data: EventData;
  keys: EventKeys;
  serviceUrl: string;
  editable: boolean;
  headingLevel: HeadingLevel;
}

/** The answer as the event service takes it: form data, a list as repeated fields. */
function asFormData(payload: Record<string, PayloadValue>): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      fields.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return fields;
}

const prefillOf = (eventData: EventData['eventData']) =>
  Object.fromEntries(Object.entries(eventData).map(([name, value]) => [name, String(value)]));

/** The registration form of an invitation: prefilled, limited, read-only unless it may be changed. */
export function EventRegistration({
  definition,
  data,
  keys,
  serviceUrl,
  editable,
  headingLevel,
}: EventRegistrationProps) {
  const intl = useIntl();
  const { language } = usePageConfig();
  const { widgetId } = useWidgetContext();
  const idPrefix = `event${useId().replace(/[^\w-]/g, '')}`;
  const [touch] = useState(isTouchDevice);
  const limits = data.remainingLimits;
  const rules = useMemo(
    () => ruleContext(intl, language, limits, touch),
    [intl, language, limits, touch],
  );
  const methods = useForm<FormInput>({
    defaultValues: initialValues(definition, prefillOf(data.eventData), undefined, language, touch),
    resolver: useMemo(() => definitionResolver(definition, rules), [definition, rules]),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const values = useWatch({ control: methods.control }) as FormInput;
  const state = useMemo(() => formStateOf(definition, values, rules), [definition, values, rules]);
  const [summaryShown, setSummaryShown] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'error'>('idle');
  const sending = useRef(false);
  const active = allFields(definition).filter((field) => isActive(state, field.id));
  const summary: SummaryEntry[] = summaryShown
    ? active.flatMap((field) => {
        const message = methods.formState.errors[field.id]?.message;
        return typeof message === 'string'
          ? [{ target: fieldElementId(idPrefix, field.id), label: field.label, message }]
          : [];
      })
    : [];
  const hasError = (id: string) => Boolean(methods.getFieldState(id).error);

  async function register() {
    if (sending.current || !editable) return;
    sending.current = true;
    try {
      const ids = active.map((field) => field.id);
      if (!(await methods.trigger(ids))) {
        setSummaryShown(true);
        return focusFirstInvalid(idPrefix, ids, hasError);
      }
      setStatus('sending');
      await postRegistration(
        serviceUrl,
        keys,
        asFormData(buildPayload(definition, methods.getValues(), rules)),
      );
      // SPEC: after a successful submit an event form reloads the page, which shows the new status.
      window.location.reload();
    } catch (error) {
      const fieldErrors =
        error instanceof HttpError && error.status === 400
          ? (error.body as { fieldErrors?: Record<string, string> })?.fieldErrors
          : undefined;
      if (fieldErrors) {
        for (const [id, message] of Object.entries(fieldErrors))
          methods.setError(id, { type: 'server', message });
        setSummaryShown(true);
        setStatus('idle');
        focusFirstInvalid(idPrefix, Object.keys(fieldErrors), hasError);
      } else {
        logWidgetError(widgetId, `the registration for event "${keys.servicePKey}" failed`, error);
        setStatus('error');
      }
    } finally {
      sending.current = false;
    }
  }

  const context = useMemo(
    () => ({
      idPrefix,
      rules,
      limits,
      formId: definition.id,
      instanceId: `${keys.profilePKey}-${keys.servicePKey}`,
      servicesBase: '',
    }),
    [idPrefix, rules, limits, definition.id, keys],
  );
  const registered = data.responseStatus !== 'PENDING' && data.responseStatus !== 'DECLINED';
  return (
    <FieldsContext.Provider value={context}>
      <FormProvider {...methods}>
        <form
          className={styles.form}
          noValidate
          aria-busy={status === 'sending'}
          onSubmit={(event) => {
            event.preventDefault();
            void register();
          }}
        >
          <ErrorSummary
            entries={summary}
            headingLevel={Math.min(headingLevel + 1, 5) as HeadingLevel}
          />
          {definition.steps.map((step) => (
            <div key={step.id} className={parts.fields}>
              {step.fields.map((field) => (
                <FieldRenderer
                  key={field.id}
                  field={field}
                  state={
                    state.fields[field.id] ?? {
                      visible: true,
                      enabled: true,
                      required: field.required,
                    }
                  }
                  readOnly={!editable}
                />
              ))}
            </div>
          ))}
          {status === 'error' && (
            <Notice
              tone="error"
              role="alert"
              headingLevel={headingLevel}
              title={intl.formatMessage({ id: 'forms.eventForm.errorTitle' })}
            >
              <NoticeText>{intl.formatMessage({ id: 'forms.eventForm.errorText' })}</NoticeText>
            </Notice>
          )}
          {editable && (
            <div className={parts.actions}>
              <button type="submit" className={parts.primary} disabled={status === 'sending'}>
                {status === 'sending'
                  ? intl.formatMessage({ id: 'forms.eventForm.sending' })
                  : intl.formatMessage({
                      id: registered ? 'forms.eventForm.update' : 'forms.eventForm.submit',
                    })}
              </button>
            </div>
          )}
        </form>
      </FormProvider>
    </FieldsContext.Provider>
  );
}
