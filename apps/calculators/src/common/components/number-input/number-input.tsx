import { useCallback, useLayoutEffect, useRef, useState, type RefCallback } from 'react';
import { useIntl } from 'react-intl';
import { stepDecimals } from '../../calculation/step';
import { FieldError } from '../field-error/field-error';
import styles from './number-input.module.css';
import {
  clampToMax,
  formatNumberText,
  normalizeOnBlur,
  numberSymbols,
  parseNumberText,
  sanitizeNumberText,
} from './number-text';

export interface NumberInputProps {
  id: string;
  label: string;
  value: number | null;
  /** Every accepted keystroke, for forms that track the value as it is typed. */
  onValueChange?: (value: number | null) => void;
  /** Only what the visitor types, not the corrections the field makes itself when left. */
  onEdit?: (value: number | null) => void;
  /** The normalised value when the field is left or Enter is pressed. */
  onCommit?: (value: number | null) => void;
  onBlur?: () => void;
  min?: number;
  max?: number;
  step?: number;
  optional?: boolean;
  /** A message from the surrounding form; replaces the field's own numeric/required check. */
  error?: string;
  unit?: string;
  disabled?: boolean;
  name?: string;
  /** The form library's callback ref (react-hook-form focuses invalid fields with it). */
  inputRef?: RefCallback<HTMLInputElement>;
}

type OwnError = 'numeric' | 'required' | null;

export function NumberInput(props: NumberInputProps) {
  const { id, label, value, min, max, step = 1, optional = false, unit, disabled } = props;
  const intl = useIntl();
  const symbols = numberSymbols(intl.locale);
  const decimals = stepDecimals(step);
  const [text, setText] = useState(() => formatNumberText(value, intl.locale, decimals));
  const [propValue, setPropValue] = useState(value);
  const [focused, setFocused] = useState(false);
  const [ownError, setOwnError] = useState<OwnError>(null);
  const pendingCaret = useRef<number | null>(null);
  // Only a key that typed into this field is clamped on key-up: the key-up of the Tab that
  // brought the focus here must not change a number the field was given.
  const typedSinceKeyUp = useRef(false);
  // The text when the visitor entered the field (or last committed it): leaving it unchanged is
  // not an edit, so a number the field was given is kept as it is, even beyond a newer maximum.
  const textOnEntry = useRef(text);
  const element = useRef<HTMLInputElement | null>(null);
  const { inputRef } = props;
  const setElement = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      inputRef?.(node);
    },
    [inputRef],
  );

  // A new value from outside (a server answer, a reset) replaces the text unless it already says
  // so, but never while the visitor is in the field: it waits, and is shown when they leave the
  // field without having changed it (a changed text is theirs, and is committed instead).
  if (value !== propValue) {
    setPropValue(value);
    if (!focused && parseNumberText(text, symbols) !== value) {
      setText(formatNumberText(value, intl.locale, decimals));
    }
  }

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && element.current) {
      element.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  const handleChange = (raw: string, caret: number | null) => {
    const next = sanitizeNumberText(raw, symbols, decimals);
    pendingCaret.current = caretAfterFormatting(raw, caret, next, symbols.decimal);
    const nextValue = parseNumberText(next, symbols);
    typedSinceKeyUp.current = true;
    setText(next);
    setOwnError(Number.isNaN(nextValue) ? 'numeric' : null);
    props.onValueChange?.(Number.isNaN(nextValue) ? null : nextValue);
    props.onEdit?.(Number.isNaN(nextValue) ? null : nextValue);
  };

  const handleKeyUp = (key: string) => {
    if (key === 'Enter') return commit();
    if (!typedSinceKeyUp.current) return;
    typedSinceKeyUp.current = false;
    const typed = parseNumberText(text, symbols);
    const clamped = clampToMax(typed, max);
    if (clamped !== typed && clamped !== null) {
      setText(formatNumberText(clamped, intl.locale, decimals));
      props.onValueChange?.(clamped);
    }
  };

  const commit = () => {
    const typed = parseNumberText(text, symbols);
    const normalized = normalizeOnBlur(typed, { min, max, step }, optional);
    const normalizedText = formatNumberText(normalized, intl.locale, decimals);
    textOnEntry.current = normalizedText;
    setText(normalizedText);
    setOwnError(
      Number.isNaN(typed) ? 'numeric' : normalized === null && !optional ? 'required' : null,
    );
    if (normalized !== typed) props.onValueChange?.(normalized);
    props.onCommit?.(normalized);
  };

  const errorText =
    props.error ??
    (ownError ? intl.formatMessage({ id: `calculators.field.${ownError}` }) : undefined);
  const errorId = `${id}-error`;
  const floating = focused || text !== '';

  return (
    <div className={styles.field} data-floating={floating} data-invalid={Boolean(errorText)}>
      <div className={styles.control}>
        <input
          ref={setElement}
          id={id}
          name={props.name ?? id}
          className={styles.input}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={Boolean(errorText)}
          aria-describedby={errorText ? errorId : undefined}
          onChange={(event) => handleChange(event.target.value, event.target.selectionStart)}
          onKeyUp={(event) => handleKeyUp(event.key)}
          onFocus={() => {
            textOnEntry.current = text;
            setFocused(true);
          }}
          onBlur={() => {
            setFocused(false);
            if (text === '' || text !== textOnEntry.current) commit();
            else if (parseNumberText(text, symbols) !== value) {
              setText(formatNumberText(value, intl.locale, decimals));
            }
            props.onBlur?.();
          }}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
          {optional && (
            <span className={styles.optional}>
              {' '}
              {intl.formatMessage({ id: 'common.optional' })}
            </span>
          )}
        </label>
        {unit && (
          <span className={styles.unit} aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      {errorText && <FieldError id={errorId} message={errorText} />}
    </div>
  );
}

/** Keeps the caret after the same digit it followed before grouping characters moved it. */
function caretAfterFormatting(raw: string, caret: number | null, next: string, decimal: string) {
  if (caret === null) return null;
  const isKept = (character: string) => /[0-9]/.test(character) || character === decimal;
  const keptBefore = [...raw.slice(0, caret)].filter(isKept).length;
  let seen = 0;
  for (let index = 0; index < next.length; index += 1) {
    if (seen === keptBefore) return index;
    if (isKept(next.charAt(index))) seen += 1;
  }
  return next.length;
}
