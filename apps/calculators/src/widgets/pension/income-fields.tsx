import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { NumberInput } from '../../common/components/number-input/number-input';
import { ChoiceGroup } from './choice-group';
import { useFormMessage } from './form-message';
import { INCOME_FIELDS, JOB_GROUPS, type JobGroup, type PensionFormValues } from './form-values';
import styles from './pension-form.module.css';

type AmountField =
  'netIncome' | 'costOfLiving' | 'taxableIncome' | 'propertyValue' | 'pensionAccount';

/** Occupational group (in the visitor's gender), the income figures it needs, and the options. */
export function IncomeFields({ form }: { form: UseFormReturn<PensionFormValues> }) {
  const intl = useIntl();
  const message = useFormMessage();
  const { control } = form;
  const [gender, jobGroup] = useWatch({ control, name: ['gender', 'jobGroup'] });
  const text = (id: string) => intl.formatMessage({ id: `calculators.pension.${id}` });
  const euro = intl.formatMessage({ id: 'calculators.unit.euro' });

  const amount = (name: AmountField, optional = false) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          id={`pension-${name}`}
          label={text(name)}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          min={0}
          step={1}
          unit={euro}
          optional={optional}
          error={message(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <>
      <Controller
        control={control}
        name="jobGroup"
        render={({ field }) => (
          <ChoiceGroup<JobGroup>
            legend={text('jobGroup.legend')}
            name={field.name}
            value={field.value}
            choices={JOB_GROUPS.map((value) => ({
              value,
              label: text(`jobGroup.${value}.${gender}`),
            }))}
            onChange={field.onChange}
          />
        )}
      />
      {INCOME_FIELDS[jobGroup].map((name) => amount(name))}
      {amount('pensionAccount', true)}
      <Controller
        control={control}
        name="salaryAdjusting"
        render={({ field }) => (
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
            <span>{text('salaryAdjusting')}</span>
          </label>
        )}
      />
    </>
  );
}
