import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { MIN_PREDICTION_LENGTH, type PlacePrediction } from '../services/places-service';
import styles from './place-combobox.module.css';
import { usePlacePredictions } from './use-place-predictions';

/** SPEC 9: predictions hide 200 ms after the box loses focus (a click on one still counts). */
export const BLUR_HIDE_DELAY_MS = 200;

type PassedInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onKeyDown' | 'role' | 'type' | 'onSelect'
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

/**
 * A text box with place predictions as a WAI-ARIA 1.2 combobox with a listbox popup: arrow keys
 * move through the predictions and copy each into the box, up past the first restores what was
 * typed, Escape closes the list, Enter or a click chooses.
 */
export function PlaceCombobox({
  value,
  onValueChange,
  onSelectPrediction,
  predictionsEnabled,
  onPredictionsError,
  inputRef,
  inputClassName,
  className,
  id,
  onFocus,
  onBlur,
  ...inputProps
}: PlaceComboboxProps) {
  const intl = useIntl();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listboxId = `${ownId}-listbox`;
  const {
    predictions: answer,
    answered,
    request,
    clear,
  } = usePlacePredictions(predictionsEnabled, onPredictionsError);
  const [activeIndex, setActiveIndex] = useState(-1);
  // What the visitor typed, restored when the arrow keys leave the list upwards.
  const typed = useRef(value);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Text set from outside below 3 characters (abort clears the query) hides the predictions.
  const predictions = value.trim().length >= MIN_PREDICTION_LENGTH ? answer : [];
  const open = predictions.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const close = () => {
    clear();
    setActiveIndex(-1);
  };

  const choose = (prediction: PlacePrediction) => {
    typed.current = prediction.description;
    onValueChange(prediction.description);
    close();
    onSelectPrediction(prediction);
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    onValueChange(index < 0 ? typed.current : (predictions[index]?.description ?? typed.current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      if (!open) return;
      event.preventDefault();
      moveTo(Math.min(activeIndex + 1, predictions.length - 1));
    } else if (event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      moveTo(Math.max(activeIndex - 1, -1));
    } else if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter') {
      const active = predictions[activeIndex];
      if (!open || !active) return;
      event.preventDefault();
      choose(active);
    }
  };

  const announcement =
    open || (answered && value.trim().length >= MIN_PREDICTION_LENGTH)
      ? intl.formatMessage({ id: 'banksearch.combobox.count' }, { count: predictions.length })
      : '';

  return (
    <div className={[styles.combobox, className].filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        id={inputId}
        ref={inputRef}
        type="text"
        role="combobox"
        className={[styles.input, inputClassName].filter(Boolean).join(' ')}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          // Predictions hidden by a text cleared from outside are stale: drop them.
          if (value.trim().length < MIN_PREDICTION_LENGTH) clear();
          typed.current = text;
          setActiveIndex(-1);
          onValueChange(text);
          request(text);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          clearTimeout(blurTimer.current);
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, BLUR_HIDE_DELAY_MS);
          onBlur?.(event);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        className={styles.listbox}
        aria-label={intl.formatMessage({ id: 'banksearch.combobox.listLabel' })}
        hidden={!open}
      >
        {predictions.map((prediction, index) => (
          <li
            key={prediction.placeId}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keeps the focus in the box, so choosing does not count as leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
          >
            {prediction.description}
          </li>
        ))}
      </ul>
      <div className={styles.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
