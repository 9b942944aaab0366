import { parseISO } from 'date-fns';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import type { TimeBlock } from '../../rules/field-values';
import styles from './appointment.module.css';

interface SelectedBlocksProps {
  /** The field's element id: error links move the focus here. */
  id: string;
  selection: readonly TimeBlock[];
  max: number;
  disabled: boolean;
  /** The element errors point to (the list's heading), for react-hook-form's focus. */
  focusRef: Ref<HTMLParagraphElement>;
  onRemove: (block: TimeBlock) => void;
  onClear: () => void;
}

/** The chosen blocks with a remove button each, the count against the maximum, and "change". */
export function SelectedBlocks({
  id,
  selection,
  max,
  disabled,
  focusRef,
  onRemove,
  onClear,
}: SelectedBlocksProps) {
  const intl = useIntl();
  const full = selection.length >= max;
  return (
    <div className={styles.selection}>
      <p id={id} className={styles.selectionTitle} ref={focusRef} tabIndex={-1} aria-live="polite">
        {intl.formatMessage(
          { id: 'forms.appointment.selection' },
          { count: selection.length, max },
        )}
      </p>
      {selection.length === 0 ? (
        <p className={styles.hint}>
          {intl.formatMessage({ id: 'forms.appointment.none' }, { max })}
        </p>
      ) : (
        <ul className={styles.chosen}>
          {selection.map((block) => {
            const date = intl.formatDate(parseISO(block.date), {
              weekday: 'short',
              day: '2-digit',
              month: '2-digit',
              year: 'numeric',
            });
            return (
              <li key={`${block.date}-${block.from}`} className={styles.chosenItem}>
                <span>
                  {date},{' '}
                  {intl.formatMessage(
                    { id: 'forms.appointment.time' },
                    { from: block.from, to: block.to },
                  )}
                </span>
                <button
                  type="button"
                  className={styles.removeButton}
                  disabled={disabled}
                  aria-label={intl.formatMessage(
                    { id: 'forms.appointment.remove' },
                    { date, from: block.from, to: block.to },
                  )}
                  onClick={() => onRemove(block)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {full && (
        <p className={styles.full}>
          {intl.formatMessage({ id: 'forms.appointment.maxReached' }, { max })}
        </p>
      )}
      {selection.length > 0 && (
        <button type="button" className={styles.changeButton} disabled={disabled} onClick={onClear}>
          {intl.formatMessage({ id: 'forms.appointment.change' })}
        </button>
      )}
    </div>
  );
}
