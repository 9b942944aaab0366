import { usePageConfig, useWidgetContext } from '@ctb/shared/runtime';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FormDefinition } from '../../common/definition/definition-schema';
import { allFields } from '../../common/definition/validate-definition';
import { FieldsContext, fieldElementId } from '../../common/fields/fields-context';
import { isActive } from '../../common/rules/conditions';
import type { FormInput } from '../../common/rules/field-values';
import { buildPayload, definitionResolver, formStateOf } from '../../common/rules/form-schema';
import { isTouchDevice, ruleContext } from '../../common/rules/rule-context';
import type { SubmitAnswer } from './api';
import type { FormConfig } from './config-schema';
import { ErrorSummary, type SummaryEntry } from '../../common/form-parts/error-summary';
import parts from '../../common/form-parts/form-parts.module.css';
import { FormStepView } from './form-step';
import { clearDraft, instanceKey, newInstanceId, readDraft } from './form-instance';
import styles from './form.module.css';
import { initialValues } from '../../common/rules/initial-values';
import { ErrorBlock, SuccessBlock } from './result-blocks';
import { useDraftAutosave } from './use-draft-autosave';
import { useFormToken } from './use-form-token';
import { useSubmission } from './use-submission';
import { useWizard } from './use-wizard';
import { WizardSteps } from './wizard-steps';

interface FormRunnerProps {
  definition: FormDefinition;
  config: FormConfig;
  limits: Record<string, number> | undefined;
}

const afterRender = (action: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(action));

/** A valid definition as a working form: wizard, conditions, token, drafts and submission. */
export function FormRunner({ definition, config, limits }: FormRunnerProps) {
  const intl = useIntl();
  const { language, currentPagePath } = usePageConfig();
  const { element } = useWidgetContext();
  const idPrefix = `form${useId().replace(/[^\w-]/g, '')}`;
  const [touch] = useState(isTouchDevice);
  const rules = useMemo(
    () => ruleContext(intl, language, limits, touch),
    [intl, language, limits, touch],
  );

  const [instance] = useState(() => {
    const position = Array.from(
      document.querySelectorAll(`[data-widget="${element.getAttribute('data-widget')}"]`),
    ).indexOf(element);
    const key = instanceKey(definition.id, currentPagePath, position, config.prefill);
    const draft = readDraft(key, definition);
    return { key, draft, instanceId: draft?.instanceId ?? newInstanceId() };
  });
  const methods = useForm<FormInput>({
    defaultValues: initialValues(
      definition,
      config.prefill,
      instance.draft?.values,
      language,
      touch,
    ),
    resolver: useMemo(() => definitionResolver(definition, rules), [definition, rules]),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const values = useWatch({ control: methods.control }) as FormInput;
  const state = useMemo(() => formStateOf(definition, values, rules), [definition, values, rules]);
  const wizard = useWizard(definition, state, instance.draft?.step ?? 0);
  // The summary as it was when Next or Submit found errors: it does not change while the visitor
  // corrects them, so nothing above the fields moves under their pointer (GOV.UK's pattern).
  const [summary, setSummary] = useState<SummaryEntry[]>([]);
  const [success, setSuccess] = useState<SubmitAnswer | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const successBlock = useRef<HTMLDivElement>(null);
  // Once the answer is on screen, not a fixed number of frames after the send: on a busy phone
  // the block could still be missing then, and the focus stayed on the gone send button.
  useEffect(() => {
    if (success) successBlock.current?.focus();
  }, [success]);
  const sendingRef = useRef(false);
  const sentRef = useRef(false);

  const token = useFormToken(
    config.servicesBase,
    definition.id,
    instance.instanceId,
    success === null,
  );
  const submission = useSubmission({
    base: config.servicesBase,
    formId: definition.id,
    instanceId: instance.instanceId,
    token: token.current,
  });
  useDraftAutosave(
    methods.watch,
    methods.getValues,
    instance.key,
    definition,
    instance.instanceId,
    wizard.current,
    success === null,
  );

  const level = config.headingLevel;
  const sub = Math.min(level + 1, 5) as 2 | 3 | 4 | 5;
  const fieldsOf = (stepIds: string[]) =>
    allFields({
      ...definition,
      steps: definition.steps.filter((step) => stepIds.includes(step.id)),
    }).filter((field) => isActive(state, field.id));
  const stepFields = wizard.step ? fieldsOf([wizard.step.id]) : [];
  const showSummary = (stepIndex = wizard.current) => {
    const step = wizard.steps[stepIndex];
    setSummary(
      (step ? fieldsOf([step.id]) : []).flatMap((field) => {
        const message = methods.getFieldState(field.id).error?.message;
        return typeof message === 'string'
          ? [{ target: fieldElementId(idPrefix, field.id), label: field.label, message }]
          : [];
      }),
    );
  };

  const focusFirstInvalid = (ids: string[]) =>
    afterRender(() => {
      const first = ids.find((id) => methods.getFieldState(id).error);
      if (first) document.getElementById(fieldElementId(idPrefix, first))?.focus();
    });

  async function next() {
    const ids = stepFields.map((field) => field.id);
    if (!(await methods.trigger(ids))) {
      showSummary();
      return focusFirstInvalid(ids);
    }
    setSummary([]);
    wizard.forward();
    afterRender(() => stepHeading.current?.focus());
  }

  async function send() {
    // A double click or Enter held down sends one submission: later calls wait for nothing.
    if (sendingRef.current || sentRef.current) return;
    sendingRef.current = true;
    try {
      await sendOnce();
    } finally {
      sendingRef.current = false;
    }
  }

  async function sendOnce() {
    const active = fieldsOf(wizard.steps.map((step) => step.id));
    if (!(await methods.trigger(active.map((field) => field.id)))) {
      const firstStep = wizard.steps.findIndex((step) =>
        step.fields.some(
          (field) => methods.getFieldState(field.id).error && isActive(state, field.id),
        ),
      );
      if (firstStep >= 0 && firstStep !== wizard.current) wizard.open(firstStep);
      showSummary(firstStep >= 0 ? firstStep : wizard.current);
      return focusFirstInvalid(active.map((field) => field.id));
    }
    const outcome = await submission.submit(buildPayload(definition, methods.getValues(), rules));
    if (outcome.kind === 'sent') {
      // The form is gone: nothing may send it again.
      sentRef.current = true;
      clearDraft(instance.key);
      setSuccess(outcome.answer);
    } else if (outcome.kind === 'refused') {
      for (const [id, message] of Object.entries(outcome.fieldErrors))
        methods.setError(id, { type: 'server', message });
      showSummary();
      focusFirstInvalid(Object.keys(outcome.fieldErrors));
    }
  }

  const fieldsContext = useMemo(
    () => ({
      idPrefix,
      rules,
      limits,
      formId: definition.id,
      instanceId: instance.instanceId,
      servicesBase: config.servicesBase,
    }),
    [idPrefix, rules, limits, definition.id, instance.instanceId, config.servicesBase],
  );

  const Heading = `h${level}` as const;
  const title = config.showTitle && definition.title && (
    <Heading className={parts.title}>{definition.title}</Heading>
  );
  if (success)
    return (
      <section className={parts.card} aria-label={definition.title}>
        {title}
        <SuccessBlock
          ref={successBlock}
          definition={definition}
          reference={success.reference}
          headingLevel={sub}
        />
      </section>
    );

  const multiStep = wizard.steps.length > 1;
  return (
    <section className={parts.card} aria-label={definition.title}>
      {title}
      {definition.intro && <p className={parts.intro}>{definition.intro}</p>}
      {instance.draft && (
        <p className={styles.notice}>{intl.formatMessage({ id: 'forms.form.draftRestored' })}</p>
      )}
      {multiStep && (
        <WizardSteps
          steps={wizard.steps}
          current={wizard.current}
          reached={wizard.reached}
          onOpen={(index) => {
            setSummary([]);
            wizard.back(index);
          }}
        />
      )}
      <FieldsContext.Provider value={fieldsContext}>
        <FormProvider {...methods}>
          <form
            className={styles.body}
            noValidate
            aria-busy={submission.sending}
            onSubmit={(event) => {
              event.preventDefault();
              void (wizard.isLast ? send() : next());
            }}
          >
            <p className={styles.requiredNote}>
              {intl.formatMessage({ id: 'forms.field.requiredNote' })}
            </p>
            <ErrorSummary entries={summary} headingLevel={Math.min(sub + 1, 5) as 2 | 3 | 4 | 5} />
            {wizard.step && (
              <FormStepView
                ref={stepHeading}
                step={wizard.step}
                state={state}
                headingLevel={sub}
                showHeading={multiStep}
              />
            )}
            {(submission.status === 'error' || token.failed) && (
              <ErrorBlock definition={definition} headingLevel={sub} />
            )}
            <div className={parts.actions}>
              {wizard.current > 0 && (
                <button
                  type="button"
                  className={parts.secondary}
                  disabled={submission.sending}
                  onClick={() => {
                    setSummary([]);
                    wizard.back();
                    afterRender(() => stepHeading.current?.focus());
                  }}
                >
                  {definition.texts.previous ?? intl.formatMessage({ id: 'forms.form.previous' })}
                </button>
              )}
              <button type="submit" className={parts.primary} disabled={submission.sending}>
                {wizard.isLast
                  ? submission.sending
                    ? intl.formatMessage({ id: 'forms.form.sending' })
                    : (definition.texts.submit ?? intl.formatMessage({ id: 'forms.form.submit' }))
                  : (definition.texts.next ?? intl.formatMessage({ id: 'forms.form.next' }))}
              </button>
            </div>
          </form>
        </FormProvider>
      </FieldsContext.Provider>
    </section>
  );
}
