import styles from './result-list.module.css';

export interface ResultItem {
  label: string;
  value: string;
  /** The figure the visitor came for, shown larger. */
  emphasis?: boolean;
}

/**
 * A calculator's figures as a description list, label beside value. The emphasised figure closes
 * the list in the markup itself, so screen readers and the keyboard meet the figures in the order
 * they are shown.
 */
export function ResultList({ items }: { items: ResultItem[] }) {
  const inReadingOrder = [
    ...items.filter((item) => !item.emphasis),
    ...items.filter((item) => item.emphasis),
  ];
  return (
    <dl className={styles.list}>
      {inReadingOrder.map((item) => (
        <div key={item.label} className={item.emphasis ? styles.emphasis : styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
