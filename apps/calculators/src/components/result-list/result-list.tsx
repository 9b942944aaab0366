import styles from './result-list.module.css';

export interface ResultItem {
  label: string;
  value: string;
  /** The figure the visitor came for, shown larger. */
  emphasis?: boolean;
}

/** A calculator's figures as a description list, label beside value. */
export function ResultList({ items }: { items: ResultItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={item.emphasis ? styles.emphasis : styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
