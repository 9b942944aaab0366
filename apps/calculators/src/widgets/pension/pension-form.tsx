import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTouchDevice } from '../../common/components/date-field/use-touch-device';
import type { PensionRequest } from './api';
import { createPensionSchema } from './form-schema';
import { DEFAULT_PENSION_VALUES, type PensionFormValues } from './form-values';
import { IncomeFields } from './income-fields';
import { PersonalFields } from './personal-fields';
import styles from './pension-form.module.css';
import { toPensionRequest } from './to-pension-request';

export interface PensionFormProps {
  onSubmit: (request: PensionRequest) => void;
  busy: boolean;
}

/** The pension inputs, validated by the valibot schema on blur and on submit. */
export function PensionForm({ onSubmit, busy }: PensionFormProps) {
  const intl = useIntl();
  const touch = useTouchDevice();
  const [today] = useState(() => new Date());
  const schema = useMemo(() => createPensionSchema(touch, () => today), [touch, today]);
  const form = useForm<PensionFormValues>({
    defaultValues: DEFAULT_PENSION_VALUES,
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    shouldFocusError: true,
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(toPensionRequest(values, touch)))}
    >
      <div className={styles.grid}>
        <PersonalFields form={form} touch={touch} today={today} />
        <IncomeFields form={form} />
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        {intl.formatMessage({ id: 'calculators.pension.submit' })}
      </button>
    </form>
  );
}
