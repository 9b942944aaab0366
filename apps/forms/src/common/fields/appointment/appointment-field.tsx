import { logWidgetError, useWidgetContext } from '@ctb/shared/runtime';
import { addDays, format, parseISO } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FieldOf } from '../../definition/field-schemas';
import type { BranchValue, FormInput, TimeBlock } from '../../rules/field-values';
import { FieldError, FieldHint, LabelText } from '../field-frame';
import fieldStyles from '../fields.module.css';
import { useField, type FieldProps } from '../use-field';
import { DEFAULT_APPOINTMENT_SERVICE, useProposedDateMonth } from './appointment-api';
import styles from './appointment.module.css';
import { addBlock, removeBlock } from './selection';
import { SelectedBlocks } from './selected-blocks';
import { WeekGrid } from './week-grid';
import {
  isoWeekOf,
  moveMonth,
  moveWeek,
  weekIndex,
  weekOf,
  type WeekPosition,
} from './week-navigation';

function useBranchId(branchField: string | undefined): string | undefined {
  const { control } = useFormContext<FormInput>();
  const branch = useWatch({
    control,
    name: branchField ?? '__none__',
    disabled: !branchField,
  }) as BranchValue | null;
  return branchField ? (branch?.id ?? undefined) : undefined;
}

/**
 * SPEC proposed-date picker: a week view with week and month switchers over the appointment
 * service's month pages, fetched one by one. Up to `maxSelections` blocks can be chosen; at the
 * maximum the rest are marked and cannot be chosen; removing one frees them again; "change"
 * clears the selection. A page that fails to load is logged, and the picker says so.
 */
export function AppointmentField({ field, state, disabled }: FieldProps<FieldOf<'appointment'>>) {
  const intl = useIntl();
  const { widgetId } = useWidgetContext();
  const { value, onChange, onBlur, ref, error, ids, fields } = useField<TimeBlock[]>(field);
  const selection = Array.isArray(value) ? value : [];
  const branchId = useBranchId(field.branchField);
  const today = fields.rules.today;
  const [position, setPosition] = useState<WeekPosition>(() => weekOf(today));
  const needsBranch = Boolean(field.branchField) && !branchId;
  const key = needsBranch
    ? null
    : { year: position.year, month: position.month, week: isoWeekOf(position) };
  const {
    data: page,
    error: loadError,
    isLoading,
  } = useProposedDateMonth(field.serviceUrl ?? DEFAULT_APPOINTMENT_SERVICE, key, branchId);

  useEffect(() => {
    if (loadError)
      logWidgetError(
        widgetId,
        `appointment times of form "${fields.formId}" could not be loaded`,
        loadError,
      );
  }, [loadError, widgetId, fields.formId]);

  // Another branch has other times: what was chosen for the last one no longer applies.
  const lastBranch = useRef(branchId);
  useEffect(() => {
    if (lastBranch.current !== branchId && lastBranch.current !== undefined) onChange([]);
    lastBranch.current = branchId;
  }, [branchId, onChange]);

  const index = page ? weekIndex(page, position.monday) : -1;
  const week = page && index >= 0 ? page.weeks[index] : undefined;
  const monday = parseISO(position.monday);
  const range = {
    from: intl.formatDate(monday, { day: '2-digit', month: '2-digit' }),
    to: intl.formatDate(addDays(monday, 6), { day: '2-digit', month: '2-digit', year: 'numeric' }),
  };
  const full = selection.length >= field.maxSelections;
  const off = Boolean(disabled) || !state.enabled;
  const firstWeek = position.monday <= format(today, 'yyyy-MM-dd');
  const monthLabel = intl.formatDate(new Date(position.year, position.month - 1, 1), {
    month: 'long',
    year: 'numeric',
  });
  const gridId = `${ids.control}-grid`;

  const nav = (label: string, onClick: () => void, blocked: boolean, arrow: '‹' | '›') => (
    <button type="button" className={styles.navButton} disabled={blocked || off} onClick={onClick}>
      {arrow === '‹' && <span aria-hidden="true">‹ </span>}
      {label}
      {arrow === '›' && <span aria-hidden="true"> ›</span>}
    </button>
  );

  return (
    <section
      className={`${fieldStyles.field} ${styles.picker}`}
      data-width="full"
      data-invalid={Boolean(error)}
      aria-labelledby={`${ids.control}-label`}
    >
      <p className={fieldStyles.label} id={`${ids.control}-label`}>
        <LabelText label={field.label} required={state.required} />
      </p>
      <FieldHint id={ids.hint} hint={field.hint} />
      {needsBranch ? (
        <p className={styles.message}>
          {intl.formatMessage({ id: 'forms.appointment.chooseBranch' })}
        </p>
      ) : (
        <>
          <div className={styles.monthBar}>
            {nav(
              intl.formatMessage({ id: 'forms.appointment.previousMonth' }),
              () => page && setPosition(moveMonth(page, -1, today)),
              !page || firstWeek,
              '‹',
            )}
            <p className={styles.month} aria-live="polite">
              {monthLabel}
            </p>
            {nav(
              intl.formatMessage({ id: 'forms.appointment.nextMonth' }),
              () => page && setPosition(moveMonth(page, 1, today)),
              !page,
              '›',
            )}
          </div>
          <div className={styles.weekBar}>
            {nav(
              intl.formatMessage({ id: 'forms.appointment.previousWeek' }),
              () => page && setPosition(moveWeek(position, page, -1)),
              !page || firstWeek,
              '‹',
            )}
            <p className={styles.week}>
              {intl.formatMessage({ id: 'forms.appointment.week' }, range)}
            </p>
            {nav(
              intl.formatMessage({ id: 'forms.appointment.nextWeek' }),
              () => page && setPosition(moveWeek(position, page, 1)),
              !page,
              '›',
            )}
          </div>
          <p id={`${ids.control}-keys`} className={fieldStyles.visuallyHidden}>
            {intl.formatMessage({ id: 'forms.appointment.instructions' })}
          </p>
          {loadError ? (
            <p className={styles.message} role="status">
              {intl.formatMessage({ id: 'forms.appointment.loadFailed' })}
            </p>
          ) : !week ? (
            <p className={styles.message} role="status" aria-busy={isLoading}>
              {intl.formatMessage({ id: 'forms.appointment.loading' })}
            </p>
          ) : (
            <WeekGrid
              id={gridId}
              label={intl.formatMessage({ id: 'forms.appointment.gridLabel' }, range)}
              days={week.days}
              selection={selection}
              full={full}
              firstDay={format(addDays(today, 1), 'yyyy-MM-dd')}
              disabled={off}
              onToggle={(block) => {
                const chosen = selection.some(
                  (item) =>
                    item.date === block.date && item.from === block.from && item.to === block.to,
                );
                onChange(
                  chosen
                    ? removeBlock(selection, block)
                    : addBlock(selection, block, field.maxSelections),
                );
                onBlur();
              }}
            />
          )}
        </>
      )}
      <SelectedBlocks
        id={ids.control}
        selection={selection}
        max={field.maxSelections}
        disabled={off}
        focusRef={ref}
        onRemove={(block) => onChange(removeBlock(selection, block))}
        onClear={() => onChange([])}
      />
      <FieldError id={ids.error} message={error} />
    </section>
  );
}
