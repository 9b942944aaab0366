import { useId } from 'react';
import styles from './pension-form.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  value: Value;
  choices: Choice<Value>[];
  onChange: (value: Value) => void;
}

/** Radio buttons in a fieldset, shown as a row of toggle buttons. */
export function ChoiceGroup<Value extends string>(props: ChoiceGroupProps<Value>) {
  const id = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.choiceRow}>
        {props.choices.map((choice) => (
          <span key={choice.value} className={styles.choice}>
            <input
              id={`${id}-${choice.value}`}
              className={styles.choiceInput}
              type="radio"
              name={props.name}
              value={choice.value}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />
            <label htmlFor={`${id}-${choice.value}`} className={styles.choiceLabel}>
              {choice.label}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
