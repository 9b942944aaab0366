import { useEffect, useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { usePageConfig } from '@ctb/shared/runtime';
import { DateField } from '../../common/components/date-field/date-field';
import { NumberInput } from '../../common/components/number-input/number-input';
import { SliderControl } from '../../common/components/slider-control/slider-control';
import { ChoiceGroup } from './choice-group';
import { maxContributionMonths, pensionDateBounds } from './date-rules';
import { useFormMessage } from './form-message';
import { RETIREMENT_AGE, type Gender, type PensionFormValues } from './form-values';
import styles from './pension-form.module.css';

export interface PersonalFieldsProps {
  form: UseFormReturn<PensionFormValues>;
  touch: boolean;
  today: Date;
}

/** Gender, dates, contribution months, retirement age and (for women) children. */
export function PersonalFields({ form, touch, today }: PersonalFieldsProps) {
  const intl = useIntl();
  const message = useFormMessage();
  const { editMode } = usePageConfig();
  const { control, setValue, trigger, getFieldState } = form;
  const [gender, birthDate, workStart] = useWatch({
    control,
    name: ['gender', 'birthDate', 'workStart'],
  });
  const bounds = pensionDateBounds({ birthDate, workStart }, touch, today);
  const maxMonths = maxContributionMonths(bounds.workDate, today);
  const text = (id: string) => intl.formatMessage({ id: `calculators.pension.${id}` });
  const age = RETIREMENT_AGE[gender];

  // Until the visitor types a number of their own, the contribution months are all months worked
  // since a valid work start. A typed number is kept: if a later work start leaves fewer months,
  // validation says so instead of the number silently changing.
  const ownMonths = useRef(false);
  useEffect(() => {
    if (maxMonths === null) return;
    if (ownMonths.current) {
      void trigger('contributionMonths');
    } else {
      const { error } = getFieldState('contributionMonths');
      setValue('contributionMonths', maxMonths, { shouldValidate: Boolean(error) });
    }
  }, [maxMonths, setValue, trigger, getFieldState]);

  return (
    <>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <ChoiceGroup<Gender>
            legend={text('gender.legend')}
            name={field.name}
            value={field.value}
            choices={(['female', 'male'] as const).map((value) => ({
              value,
              label: text(`gender.${value}`),
            }))}
            onChange={(value) => {
              field.onChange(value);
              // Each gender has its own pension age range: start again from its default.
              setValue('retirementAge', RETIREMENT_AGE[value].min);
            }}
          />
        )}
      />
      {(['birthDate', 'workStart'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          rules={{ deps: [name === 'birthDate' ? 'workStart' : 'birthDate'] }}
          render={({ field, fieldState }) => (
            <DateField
              id={`pension-${name}`}
              label={text(name)}
              touch={touch}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              min={name === 'birthDate' ? bounds.birth.min : bounds.work.min}
              max={name === 'birthDate' ? bounds.birth.max : bounds.work.max}
              error={message(fieldState.error?.message)}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name="contributionMonths"
        render={({ field, fieldState }) => (
          <NumberInput
            id="pension-contributionMonths"
            label={text('contributionMonths')}
            value={field.value}
            onValueChange={field.onChange}
            onEdit={(typed) => {
              ownMonths.current = typed !== null;
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            min={1}
            max={maxMonths ?? undefined}
            step={1}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="retirementAge"
        render={({ field }) => (
          <SliderControl
            label={text('retirementAge')}
            unit={intl.formatMessage({ id: 'calculators.unit.years' })}
            min={age.min}
            max={age.max}
            step={age.step}
            value={field.value}
            disabled={editMode}
            onCommit={field.onChange}
            className={styles.retirementAge}
          />
        )}
      />
      {gender === 'female' && (
        <Controller
          control={control}
          name="children"
          render={({ field, fieldState }) => (
            <NumberInput
              id="pension-children"
              label={text('children')}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              min={0}
              max={100}
              step={1}
              optional
              error={message(fieldState.error?.message)}
            />
          )}
        />
      )}
    </>
  );
}
