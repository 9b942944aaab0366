import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { useConsent } from '@ctb/shared/consent';
import { loadMaps } from '@ctb/shared/maps';
import { Combobox } from '@ctb/shared/combobox';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FieldOf } from '../definition/field-schemas';
import { describedBy, FieldFrame } from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';

const ZERO_RESULTS = 'ZERO_RESULTS';
const statusOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN_ERROR';
};

/** Place predictions in Austria (Places API (New)); nothing found is no error. */
async function placePredictions(query: string): Promise<string[]> {
  const maps = await loadMaps();
  try {
    const { suggestions } = await maps.places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input: query,
      includedRegionCodes: ['at'],
    });
    return suggestions.flatMap((suggestion) =>
      suggestion.placePrediction ? [suggestion.placePrediction.text.text] : [],
    );
  } catch (error) {
    if (statusOf(error) === ZERO_RESULTS) return [];
    throw error;
  }
}

/**
 * A place, postcode or address with predictions from 3 characters (with maps consent; without
 * it a plain text box). Any failure but ZERO_RESULTS clears the predictions and is logged.
 */
export function LocationField({ field, state, disabled }: FieldProps<FieldOf<'location'>>) {
  const intl = useIntl();
  const { widgetId } = useWidgetContext();
  const mapsAllowed = useConsent('maps');
  const { value, onChange, onBlur, ref, error, ids } = useField<string>(field);
  const onSuggestionsError = useCallback(
    (failure: unknown) =>
      logWidgetError(widgetId, `place predictions failed (${statusOf(failure)})`, failure),
    [widgetId],
  );
  return (
    <FieldFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={field.hint}
      error={error}
      width={field.width}
    >
      <Combobox<string>
        id={ids.control}
        inputRef={ref}
        inputClassName={styles.input}
        value={value ?? ''}
        placeholder={field.placeholder ?? intl.formatMessage({ id: 'forms.location.placeholder' })}
        disabled={disabled || !state.enabled}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(ids, Boolean(field.hint), Boolean(error))}
        itemToString={(item) => item}
        onValueChange={(text) => onChange(text)}
        onSelect={(item) => onChange(item)}
        loadSuggestions={mapsAllowed ? placePredictions : undefined}
        onSuggestionsError={onSuggestionsError}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
