import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { clamp, roundToDecimals, stepDecimals } from '../../calculation/step';
import { NumberInput } from '../number-input/number-input';
import styles from './slider-control.module.css';

export interface SliderControlProps {
  label: string;
  /** Shown after the value ("€", "%", "Monate") and read out with it. */
  unit: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** Called when a change is finished: drag end, key-up, a left number field, or a blur. */
  onCommit: (value: number) => void;
  showMin?: boolean;
  disabled?: boolean;
  /** Placement in the surrounding layout (e.g. a grid area). */
  className?: string;
}

/** A native range input paired with a number input; recalculation only on finished changes. */
export function SliderControl(props: SliderControlProps) {
  const { label, unit, min, max, step, value, onCommit, showMin = true, disabled } = props;
  const intl = useIntl();
  const id = useId();
  const decimals = stepDecimals(step);
  const [draft, setDraft] = useState(value);
  const [propValue, setPropValue] = useState(value);
  const [dragging, setDragging] = useState(false);
  const leavingByTab = useRef(false);

  if (value !== propValue) {
    setPropValue(value);
    setDraft(value);
  }

  const format = (number: number) =>
    intl.formatNumber(number, { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
  const valueText = `${format(draft)} ${unit}`;

  const commit = (next: number) => {
    const settled = roundToDecimals(clamp(next, min, max), decimals);
    setDraft(settled);
    if (settled !== value) onCommit(settled);
  };

  const position = max > min ? ((clamp(draft, min, max) - min) / (max - min)) * 100 : 0;

  return (
    <div
      className={props.className ? `${styles.slider} ${props.className}` : styles.slider}
      data-disabled={disabled ? 'true' : undefined}
    >
      <NumberInput
        id={`${id}-number`}
        label={label}
        unit={unit}
        value={draft}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onCommit={(typed) => commit(typed ?? min)}
      />
      <div className={styles.track} style={{ '--ctb-slider-position': `${position}%` } as object}>
        {dragging && (
          <output className={styles.tooltip} htmlFor={`${id}-range`} aria-hidden="true">
            {valueText}
          </output>
        )}
        <input
          id={`${id}-range`}
          className={styles.range}
          type="range"
          min={min}
          max={max}
          step={step}
          value={draft}
          disabled={disabled}
          aria-label={label}
          aria-valuetext={valueText}
          onChange={(event) => setDraft(roundToDecimals(Number(event.target.value), decimals))}
          onPointerDown={() => setDragging(true)}
          onPointerUp={() => {
            setDragging(false);
            commit(draft);
          }}
          onKeyDown={(event) => {
            leavingByTab.current = event.key === 'Tab';
          }}
          onKeyUp={(event) => {
            if (event.key !== 'Tab' && event.key !== 'Shift') commit(draft);
          }}
          onBlur={() => {
            setDragging(false);
            // Leaving by Tab is not a change of mind about the value: no recalculation then.
            if (!leavingByTab.current) commit(draft);
            leavingByTab.current = false;
          }}
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{showMin ? `${format(min)} ${unit}` : ''}</span>
        <span>{`${format(max)} ${unit}`}</span>
      </div>
    </div>
  );
}
