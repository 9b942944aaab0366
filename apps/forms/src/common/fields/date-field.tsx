import { useIntl } from 'react-intl';
import type { FieldOf } from '../definition/field-schemas';
import {
  datePlaceholder,
  formatDateText,
  parseDateText,
  resolveDateBound,
  toIsoDate,
} from '../rules/date-text';
import type { PeriodText } from '../rules/field-values';
import { CalendarButton } from './calendar-button';
import {
  describedBy,
  FieldHint,
  FieldSetFrame,
  fieldIds,
  LabelText,
  FieldError,
} from './field-frame';
import styles from './fields.module.css';
import { useField, type FieldProps } from './use-field';
import type { FieldsContextValue } from './fields-context';

const DATE_CHARACTERS = /[^\d./-]/g;

function useDateRules(field: FieldOf<'date' | 'period'>, fields: FieldsContextValue) {
  const intl = useIntl();
  const { language, touch, today } = fields.rules;
  const format = touch ? undefined : datePlaceholder(language);
  return {
    touch,
    min: resolveDateBound(field.minDate, today),
    max: resolveDateBound(field.maxDate, today),
    parse: (text: string) => parseDateText(text, language, touch),
    print: (day: Date) => formatDateText(day, language, touch),
    formatHint: format ? intl.formatMessage({ id: 'forms.date.format' }, { format }) : undefined,
    placeholder: format,
  };
}

interface DateInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  describedBy?: string;
  rules: ReturnType<typeof useDateRules>;
}

function DateInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  required,
  invalid,
  describedBy: described,
  rules,
}: DateInputProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      name={name}
      className={`${styles.input} ${styles.dateInput}`}
      type={rules.touch ? 'date' : 'text'}
      inputMode={rules.touch ? undefined : 'numeric'}
      placeholder={rules.placeholder}
      maxLength={10}
      min={rules.touch && rules.min ? toIsoDate(rules.min) : undefined}
      max={rules.touch && rules.max ? toIsoDate(rules.max) : undefined}
      autoComplete="off"
      value={value}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={invalid}
      aria-describedby={described}
      onChange={(event) =>
        onChange(rules.touch ? event.target.value : event.target.value.replace(DATE_CHARACTERS, ''))
      }
      onBlur={onBlur}
    />
  );
}

/** A date typed as DD.MM.YYYY (German) or MM/DD/YYYY, picked natively on touch devices, or chosen in the calendar. */
export function DateField({ field, state, disabled }: FieldProps<FieldOf<'date'>>) {
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<string>(field);
  const rules = useDateRules(field, fields);
  const off = Boolean(disabled) || !state.enabled;
  const hint = [field.hint, rules.formatHint].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-width={field.width} data-invalid={Boolean(error)}>
      <label className={styles.label} htmlFor={ids.control}>
        <LabelText label={field.label} required={state.required} />
      </label>
      <FieldHint id={ids.hint} hint={hint || undefined} />
      <div className={styles.dateRow}>
        <DateInput
          id={ids.control}
          name={field.id}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          disabled={off}
          required={state.required}
          invalid={Boolean(error)}
          describedBy={describedBy(ids, Boolean(hint), Boolean(error))}
          rules={rules}
        />
        {!rules.touch && (
          <CalendarButton
            popoverId={`calendar-${ids.control}`}
            label={field.label}
            disabled={off}
            min={rules.min}
            max={rules.max}
            choice={{
              mode: 'single',
              selected: rules.parse(value ?? ''),
              onSelect: (day) => onChange(rules.print(day)),
            }}
          />
        )}
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

/** SPEC "period": a from and a to date, typed or chosen as a range in the calendar. */
export function PeriodField({ field, state, disabled }: FieldProps<FieldOf<'period'>>) {
  const intl = useIntl();
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<PeriodText>(field);
  const rules = useDateRules(field, fields);
  const period = value ?? { from: '', to: '' };
  const off = Boolean(disabled) || !state.enabled;
  const hint = [field.hint, rules.formatHint].filter(Boolean).join(' ');
  const toIds = fieldIds(`${ids.control}-to`);
  const parts = [
    {
      key: 'from' as const,
      id: ids.control,
      label: intl.formatMessage({ id: 'forms.date.from' }),
      inputRef: ref,
    },
    {
      key: 'to' as const,
      id: toIds.control,
      label: intl.formatMessage({ id: 'forms.date.to' }),
      inputRef: undefined,
    },
  ];
  return (
    <FieldSetFrame
      ids={ids}
      label={field.label}
      required={state.required}
      hint={hint || undefined}
      error={error}
      width={field.width}
    >
      <div className={styles.periodRow}>
        {parts.map((part) => (
          <div key={part.key} className={styles.periodPart}>
            <label className={styles.subLabel} htmlFor={part.id}>
              {part.label}
            </label>
            <DateInput
              id={part.id}
              name={`${field.id}.${part.key}`}
              value={period[part.key]}
              onChange={(text) => onChange({ ...period, [part.key]: text })}
              onBlur={onBlur}
              inputRef={part.inputRef}
              disabled={off}
              required={state.required}
              invalid={Boolean(error)}
              rules={rules}
            />
          </div>
        ))}
        {!rules.touch && (
          <CalendarButton
            popoverId={`calendar-${ids.control}`}
            label={field.label}
            disabled={off}
            min={rules.min}
            max={rules.max}
            choice={{
              mode: 'range',
              selected: { from: rules.parse(period.from), to: rules.parse(period.to) },
              onSelect: (range) =>
                onChange({
                  from: range.from ? rules.print(range.from) : '',
                  to: range.to ? rules.print(range.to) : '',
                }),
            }}
          />
        )}
      </div>
    </FieldSetFrame>
  );
}
