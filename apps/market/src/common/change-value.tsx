import styles from './change-value.module.css';
import { useMarketFormats } from './use-market-formats';

/**
 * A change in percent: "+" or "-", an arrow and a colour, so the direction never rests on the
 * colour alone. The arrow is decoration; the signed figure is what is read out.
 */
export function ChangeValue({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  const formats = useMarketFormats();
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '▶';
  return (
    <span className={`${styles.change} ${styles[direction]} ${size === 'lg' ? styles.large : ''}`}>
      <span className={styles.arrow} aria-hidden="true">
        {arrow}
      </span>
      {formats.change(value)}
    </span>
  );
}
