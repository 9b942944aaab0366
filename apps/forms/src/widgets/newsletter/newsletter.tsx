import { logWidgetError, useWidgetContext, type WidgetProps } from '@ctb/shared/runtime';
import { fetchJson } from '@ctb/shared/http';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as v from '@ctb/shared/validation';
import { describedBy, FieldError, fieldIds } from '../../common/fields/field-frame';
import fieldStyles from '../../common/fields/fields.module.css';
import parts from '../../common/form-parts/form-parts.module.css';
import { Notice, NoticeText } from '../../common/form-parts/notice';
import type { NewsletterConfig } from './config-schema';
import styles from './newsletter.module.css';
import { newsletterPayload, newsletterSchema, type NewsletterInput } from './newsletter-schema';

type Outcome = 'form' | 'success' | 'failure';

/**
 * `forms/newsletter`: address and topics. A filled honeypot shows the failure panel and sends
 * nothing; the form must pass its checks; the button is disabled while sending (and enabled
 * again when a check fails); the answer replaces the form with a success or failure panel.
 */
export function Newsletter({ config }: WidgetProps<NewsletterConfig>) {
  const intl = useIntl();
  const { widgetId } = useWidgetContext();
  const id = `newsletter${useId().replace(/[^\w-]/g, '')}`;
  const message = (messageId: string) => intl.formatMessage({ id: messageId });
  const schema = useMemo(
    () => newsletterSchema(config, (messageId) => intl.formatMessage({ id: messageId })),
    [config, intl],
  );
  const { register, handleSubmit, formState, getValues } = useForm<NewsletterInput>({
    defaultValues: {
      emailAddress: '',
      website: '',
      topics: Object.fromEntries(config.checkboxes.map((box) => [box.name, false])),
    },
    resolver: valibotResolver(schema as v.GenericSchema<NewsletterInput>),
    mode: 'onTouched',
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('form');
  const panel = useRef<HTMLDivElement>(null);
  const email = fieldIds(`${id}-email`);
  const emailError = formState.errors.emailAddress?.message;
  const level = config.headingLevel;
  const Heading = `h${level}` as const;

  // Checkboxes the config could not use were left out (the rest of the sign-up shows): one line.
  const dropped = config.droppedCheckboxes.join('; ');
  useEffect(() => {
    if (dropped) logWidgetError(widgetId, `topic checkboxes left out: ${dropped}`);
  }, [dropped, widgetId]);

  const show = (next: Outcome) => setOutcome(next);
  // The panel that replaced the form takes the focus once it is there.
  useEffect(() => {
    if (outcome !== 'form') panel.current?.focus();
  }, [outcome]);

  async function subscribe(input: NewsletterInput) {
    try {
      await fetchJson(config.action, {
        method: 'POST',
        body: newsletterPayload(input),
        schema: v.unknown(),
      });
      show('success');
    } catch (error) {
      logWidgetError(widgetId, 'the newsletter sign-up failed', error);
      show('failure');
    } finally {
      setSending(false);
    }
  }

  if (outcome !== 'form') {
    const success = outcome === 'success';
    return (
      <section
        className={`${parts.card} ${styles.newsletter}`}
        data-variant={config.variant}
        aria-label={config.title ?? message('forms.newsletter.title')}
      >
        <Notice
          ref={panel}
          tone={success ? 'success' : 'error'}
          role={success ? 'status' : 'alert'}
          focusable
          headingLevel={level}
          title={
            success
              ? (config.successTitle ?? message('forms.newsletter.successTitle'))
              : (config.errorTitle ?? message('forms.newsletter.errorTitle'))
          }
        >
          <NoticeText>
            {success
              ? (config.successText ?? message('forms.newsletter.successText'))
              : (config.errorText ?? message('forms.newsletter.errorText'))}
          </NoticeText>
          {!success && (
            <p>
              <button type="button" className={parts.secondary} onClick={() => setOutcome('form')}>
                {message('forms.newsletter.retry')}
              </button>
            </p>
          )}
        </Notice>
      </section>
    );
  }

  return (
    <section
      className={`${parts.card} ${styles.newsletter}`}
      data-variant={config.variant}
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} className={parts.title}>
        {config.title ?? message('forms.newsletter.title')}
      </Heading>
      {config.intro && <p className={parts.intro}>{config.intro}</p>}
      <form
        className={styles.form}
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          if (sending) return;
          setSending(true);
          // SPEC: a filled honeypot shows the error panel, and nothing is sent.
          if (getValues('website') !== '') return show('failure');
          void handleSubmit(subscribe, () => setSending(false))(event);
        }}
      >
        <div className={fieldStyles.field} data-invalid={Boolean(emailError)}>
          <label className={fieldStyles.label} htmlFor={email.control}>
            {message('forms.newsletter.email')}
          </label>
          <div className={styles.row}>
            <input
              id={email.control}
              type="email"
              autoComplete="email"
              className={fieldStyles.input}
              aria-required="true"
              aria-invalid={Boolean(emailError)}
              aria-describedby={describedBy(email, false, Boolean(emailError))}
              {...register('emailAddress')}
            />
          </div>
          <FieldError id={email.error} message={emailError} />
        </div>
        {config.checkboxes.length > 0 && (
          <fieldset className={`${fieldStyles.field} ${fieldStyles.fieldset}`}>
            <legend className={fieldStyles.label}>{message('forms.newsletter.topics')}</legend>
            <div className={styles.topics}>
              {config.checkboxes.map((box) => {
                const boxId = `${id}-${box.name}`;
                const error = box.required
                  ? formState.errors.topics?.[box.name]?.message
                  : undefined;
                return (
                  <div key={box.name} className={fieldStyles.option}>
                    <input
                      id={boxId}
                      type="checkbox"
                      className={fieldStyles.choiceInput}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${boxId}-error` : undefined}
                      {...register(`topics.${box.name}`)}
                    />
                    <label htmlFor={boxId} className={fieldStyles.choiceLabel}>
                      {box.label}
                    </label>
                    <FieldError id={`${boxId}-error`} message={error} />
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{message('forms.newsletter.trap')}</label>
          <input
            id={`${id}-website`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register('website')}
          />
        </div>
        {config.privacyText && <p className={styles.privacy}>{config.privacyText}</p>}
        <div className={styles.actions}>
          <button type="submit" className={parts.primary} disabled={sending}>
            {sending
              ? message('forms.newsletter.sending')
              : (config.submitLabel ?? message('forms.newsletter.submit'))}
          </button>
        </div>
      </form>
    </section>
  );
}
