import { useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { type MessageCatalogues } from '@ctb/shared/runtime';
import { useConsent } from '@ctb/shared/consent';
import {
  openBranchSearch,
  type ChosenLocation,
} from '../branch-search-request/branch-search-request';
import { PlaceCombobox } from '../combobox/place-combobox';
import { PreviewMarker } from '../preview/preview-marker';
import {
  getDevicePosition,
  resolvePrediction,
  type PlacePrediction,
} from '../services/places-service';
import { BranchServiceError, GEOLOCATION_FAILED } from '../services/branch-service-error';
import { useDisplayedBranch } from '../stored-branch/use-displayed-branch';
import styles from './location-search.module.css';
import { useForwardUrl } from './use-forward-url';
import { messages as comboboxMessages } from '../combobox/messages';
import { messages as banksearchMessages } from '../messages';
import { messages as previewMessages } from '../preview/messages';
import { messages } from './messages';

/** The texts the location search shows, for the widgets that render it. */
export const locationSearchCatalogues: MessageCatalogues = [
  banksearchMessages,
  comboboxMessages,
  previewMessages,
  messages,
];

/** The DOM event the location search dispatches when the device location cannot be found. */
export const GEOLOCATION_ERROR_EVENT = 'ctb:geolocation-error';

export interface LocationSearchProps {
  variant?: 'default' | 'footer';
  /** Label of the forward button once a branch is stored ("OK" when absent). */
  forwardLabel?: string;
  changeLinkText?: string;
  /** Passed on to the branch search unchanged. */
  params?: Record<string, unknown>;
  placeholder?: string;
  /**
   * Called when the device location cannot be determined (denied or failed). The search also
   * dispatches the bubbling DOM event `ctb:geolocation-error` ({ code }) from its form, so the
   * CMS page can react on the widget's element.
   */
  onGeolocationError?(error: unknown): void;
  /**
   * Whether it marks a branch previewed through `?previewBankdata=` itself ("Vorschau"); off
   * where the surrounding widget marks it already (the bank teaser's headline).
   */
  markPreview?: boolean;
}

/**
 * The location search (SPEC "Location search"): "my location" (with or without maps consent), the
 * word "oder" and a place box with predictions (with consent); each opens the branch search. Once
 * a branch is stored it offers a forward button to the own bank's site and a link to change the
 * bank instead. Like the other stored-branch widgets it shows the branch previewed through
 * `?previewBankdata=` instead of the stored one (SPEC 6: preview of branch data).
 */
export function LocationSearch({
  variant = 'default',
  forwardLabel,
  changeLinkText,
  params,
  placeholder,
  onGeolocationError,
  markPreview = true,
}: LocationSearchProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const ownId = useId();
  const inputId = `${ownId}-place`;
  const errorId = `${ownId}-error`;
  const mapsAllowed = useConsent('maps');
  const { branch, preview } = useDisplayedBranch();
  const forwardUrl = useForwardUrl(branch);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geolocationFailed, setGeolocationFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const footer = variant === 'footer';

  const open = (
    request: { query: string; location?: ChosenLocation },
    opener: HTMLElement | null,
  ) => openBranchSearch({ ...request, ...(params ? { params } : {}), opener });

  const choosePrediction = async (prediction: PlacePrediction) => {
    const opener = inputRef.current;
    try {
      open(
        { query: prediction.description, location: await resolvePrediction(prediction) },
        opener,
      );
    } catch {
      // The branch search looks the text up itself.
      open({ query: prediction.description }, opener);
    }
  };

  const geolocate = async (button: HTMLButtonElement) => {
    setLocating(true);
    setGeolocationFailed(false);
    try {
      // Without maps consent the position comes from the browser alone ("Mein Standort").
      const location = await getDevicePosition({
        fallbackLabel: text('banksearch.locationSearch.geolocate'),
        reverseGeocode: mapsAllowed,
      });
      open({ query: location.label, location }, button);
    } catch (error) {
      setGeolocationFailed(true);
      onGeolocationError?.(error);
      button.form?.dispatchEvent(
        new CustomEvent(GEOLOCATION_ERROR_EVENT, {
          bubbles: true,
          detail: { code: error instanceof BranchServiceError ? error.code : GEOLOCATION_FAILED },
        }),
      );
    } finally {
      setLocating(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Without a chosen prediction (or without maps consent) the branch search takes the text.
    open({ query: query.trim() }, inputRef.current);
  };

  // The footer variant shows the location button while the box (or the button itself) has focus.
  const geolocateRef = useRef<HTMLButtonElement>(null);
  const holdsFocus = (element: EventTarget | null) =>
    element !== null && (element === inputRef.current || element === geolocateRef.current);
  const onFocusChange = (event: FocusEvent<HTMLFormElement>, entering: boolean) => {
    setFocused(holdsFocus(entering ? event.target : event.relatedTarget));
  };

  if (branch) {
    return (
      <div className={[styles.locationSearch, footer ? styles.footer : ''].join(' ')}>
        <p className={styles.storedBranch} id={`${ownId}-branch`}>
          {intl.formatMessage(
            { id: 'banksearch.locationSearch.yourBranch' },
            { name: branch.name },
          )}
          {preview && markPreview && <PreviewMarker />}
        </p>
        <div className={styles.storedActions}>
          {forwardUrl && (
            <a className={styles.forward} href={forwardUrl} aria-describedby={`${ownId}-branch`}>
              {forwardLabel ?? text('banksearch.locationSearch.forward')}
            </a>
          )}
          <button
            type="button"
            className={styles.changeLink}
            onClick={(event) => open({ query: '' }, event.currentTarget)}
          >
            {changeLinkText ?? text('banksearch.locationSearch.change')}
          </button>
        </div>
      </div>
    );
  }

  // The device location is the browser's own API: offered with and without maps consent.
  const showGeolocation = !footer || focused || geolocationFailed;

  return (
    <form
      role="search"
      aria-label={text('banksearch.locationSearch.label')}
      className={[styles.locationSearch, footer ? styles.footer : ''].join(' ')}
      onSubmit={submit}
      onFocus={(event) => onFocusChange(event, true)}
      onBlur={(event) => onFocusChange(event, false)}
    >
      <div className={styles.row}>
        {showGeolocation && (
          <>
            <button
              ref={geolocateRef}
              type="button"
              className={[styles.geolocate, geolocationFailed ? styles.geolocateFailed : ''].join(
                ' ',
              )}
              aria-describedby={geolocationFailed ? errorId : undefined}
              // A stable hook for the highlight (CSS module class names are hashed).
              data-geolocation-failed={geolocationFailed || undefined}
              aria-busy={locating}
              disabled={locating}
              // Keeps the focus in the box, so the footer's button stays for the click.
              onMouseDown={(event) => footer && event.preventDefault()}
              onClick={(event) => void geolocate(event.currentTarget)}
            >
              <span aria-hidden="true" className={styles.geolocateIcon} />
              <span className={styles.geolocateText}>
                {text('banksearch.locationSearch.geolocate')}
              </span>
            </button>
            <span className={styles.or}>{text('banksearch.locationSearch.or')}</span>
          </>
        )}
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {text('banksearch.locationSearch.inputLabel')}
        </label>
        <div className={styles.field}>
          <PlaceCombobox
            id={inputId}
            inputRef={inputRef}
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setGeolocationFailed(false);
            }}
            onSelectPrediction={(prediction) => void choosePrediction(prediction)}
            predictionsEnabled={mapsAllowed}
            placeholder={placeholder ?? text('banksearch.locationSearch.placeholder')}
          />
          <button type="submit" className={styles.submit}>
            <span aria-hidden="true" className={styles.submitIcon} />
            <span className={styles.submitText}>{text('banksearch.locationSearch.submit')}</span>
          </button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {locating ? text('banksearch.locationSearch.locating') : ''}
      </p>
      <div role="alert" className={styles.alert}>
        {geolocationFailed && (
          <p id={errorId} className={styles.error}>
            {text('banksearch.error.location')}
          </p>
        )}
      </div>
    </form>
  );
}
