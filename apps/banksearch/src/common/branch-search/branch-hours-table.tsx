import { OpeningHoursTable, type OpeningHoursTableProps } from '@ctb/shared/branch-ui';
import styles from './branch-item.module.css';
import { useText } from './use-text';

/** The shared opening hours table with the branch search's texts and muted column headings. */
export function BranchHoursTable(props: Omit<OpeningHoursTableProps, 'labels' | 'className'>) {
  const t = useText();
  return (
    <OpeningHoursTable
      {...props}
      className={styles.hours}
      labels={{
        day: t('banksearch.item.hours.day'),
        opening: t('banksearch.item.hours.opening'),
        consulting: t('banksearch.item.hours.consulting'),
        closed: t('banksearch.item.hours.closed'),
      }}
    />
  );
}
