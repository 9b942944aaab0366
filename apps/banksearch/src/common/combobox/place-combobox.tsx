import type { InputHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Combobox } from '@ctb/shared/combobox';
import {
  endPredictionSession,
  getPlacePredictions,
  MIN_PREDICTION_LENGTH,
  type PlacePrediction,
} from '../services/places-service';

type PassedInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'placeholder' | 'aria-describedby' | 'onFocus' | 'onBlur' | 'className'
>;

export interface PlaceComboboxProps extends PassedInputProps {
  /** The text in the box (controlled). */
  value: string;
  onValueChange(value: string): void;
  /** A prediction was chosen with Enter or a click. */
  onSelectPrediction(prediction: PlacePrediction): void;
  /** Without maps consent no predictions are asked for: the box is a plain text field. */
  predictionsEnabled: boolean;
  onPredictionsError?(error: unknown): void;
  inputRef?: Ref<HTMLInputElement>;
  /** Class of the input element. */
  inputClassName?: string;
}

const description = (prediction: PlacePrediction) => prediction.description;

/**
 * The place box of the location and branch searches: the shared combobox with Google place
 * predictions (SPEC section 5: from 3 characters, 200 ms pause and blur delay, arrows copy a
 * prediction into the box and Up past the first restores the query, Escape hides them). A
 * failure clears them (ZERO_RESULTS simply answers none); hiding them ends the typing session.
 */
export function PlaceCombobox({
  onSelectPrediction,
  predictionsEnabled,
  onPredictionsError,
  ...props
}: PlaceComboboxProps) {
  const intl = useIntl();
  return (
    <Combobox<PlacePrediction>
      {...props}
      itemToString={description}
      itemToKey={(prediction) => prediction.placeId}
      onSelect={onSelectPrediction}
      loadSuggestions={predictionsEnabled ? getPlacePredictions : undefined}
      onSuggestionsError={onPredictionsError}
      onClose={endPredictionSession}
      minLength={MIN_PREDICTION_LENGTH}
      listLabel={intl.formatMessage({ id: 'banksearch.combobox.listLabel' })}
    />
  );
}
