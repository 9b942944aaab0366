import {
  logWidgetError,
  usePageConfig,
  useWidgetContext,
  type WidgetProps,
} from '@ctb/shared/runtime';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormDefinition } from '../../common/definition/use-form-definition';
import parts from '../../common/form-parts/form-parts.module.css';
import { Notice, NoticeText, type HeadingLevel } from '../../common/form-parts/notice';
import { useEventData, type EventKeys } from './api';
import type { EventFormConfig } from './config-schema';
import { ClosedBanner, PlacesInfo, ResponseStatusBanner } from './event-banners';
import styles from './event-form.module.css';
import { EventRegistration } from './event-registration';

/**
 * `forms/event-form`: an invitation to an event (keys from the page config, else `data-config`).
 * Shows the invitation, the response-status banner, the places left and the registration, which
 * is editable unless the config disables it while the registration is not open.
 */
export function EventForm({ config }: WidgetProps<EventFormConfig>) {
  const intl = useIntl();
  const { eventForm, language } = usePageConfig();
  const { element, widgetId } = useWidgetContext();
  const { profilePKey, servicePKey } = config;
  const keys = useMemo<EventKeys | null>(
    () => eventForm ?? (profilePKey && servicePKey ? { profilePKey, servicePKey } : null),
    [eventForm, profilePKey, servicePKey],
  );
  const definition = useFormDefinition(config);
  const event = useEventData(config.serviceUrl, keys, language);

  useEffect(() => {
    if (keys) return;
    element.setAttribute('data-widget-state', 'error');
    logWidgetError(
      widgetId,
      'no invitation: neither the page config (eventForm) nor data-config names profilePKey and servicePKey',
    );
  }, [keys, element, widgetId]);

  useEffect(() => {
    if (event.error)
      logWidgetError(
        widgetId,
        `the data of event "${keys?.servicePKey}" could not be loaded`,
        event.error,
      );
  }, [event.error, widgetId, keys?.servicePKey]);

  if (!keys || definition.status === 'invalid') return null;
  const level = config.headingLevel;
  const sub = (level + 1) as HeadingLevel;
  const title = config.title ?? intl.formatMessage({ id: 'forms.eventForm.title' });
  const Heading = `h${level}` as const;
  const body = () => {
    if (event.error || definition.status === 'unavailable')
      return (
        <Notice
          tone="error"
          role="alert"
          headingLevel={sub}
          title={intl.formatMessage({ id: 'forms.eventForm.errorTitle' })}
        >
          {/* Nothing was entered yet: not the submit failure's "your details have been kept". */}
          <NoticeText>{intl.formatMessage({ id: 'common.technicalError.text' })}</NoticeText>
        </Notice>
      );
    if (!event.data || definition.status !== 'ready')
      return (
        <p className={parts.loading} aria-busy="true">
          {intl.formatMessage({ id: 'forms.eventForm.loading' })}
        </p>
      );
    const { openstatus } = event.data;
    const open =
      openstatus.openflag && openstatus.afterRegistrationStart && openstatus.beforeRegistrationEnd;
    // SPEC: editable unless disabled by config, or when all three open flags are true.
    const editable = !config.disabled || open;
    const details = Object.entries(event.data.profileData);
    return (
      <>
        {details.length > 0 && (
          <dl
            className={styles.invitation}
            aria-label={intl.formatMessage({ id: 'forms.eventForm.invitation' })}
          >
            {details.map(([name, text]) => (
              <div key={name} className={styles.detail}>
                <dt>{name}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        )}
        <ResponseStatusBanner status={event.data.responseStatus} headingLevel={sub} />
        {!editable && <ClosedBanner open={openstatus} headingLevel={sub} />}
        {editable && <PlacesInfo limits={event.data.remainingLimits} />}
        <EventRegistration
          definition={definition.definition}
          data={event.data}
          keys={keys}
          serviceUrl={config.serviceUrl}
          editable={editable}
          headingLevel={sub}
        />
      </>
    );
  };
  const failed = event.error || definition.status === 'unavailable';
  const loading = !failed && (!event.data || definition.status !== 'ready');
  return (
    <section
      className={loading ? `${parts.card} ${parts.holdsSpace}` : parts.card}
      aria-label={title}
    >
      <Heading className={parts.title}>{title}</Heading>
      {body()}
    </section>
  );
}
