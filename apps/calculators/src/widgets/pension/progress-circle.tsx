import styles from './pension-result.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `value` percent, with the figure in the middle. */
export function ProgressCircle({ value, label }: { value: number; label: string }) {
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <svg viewBox="0 0 120 120" className={styles.ring} aria-hidden="true">
        <circle className={styles.ringTrack} cx="60" cy="60" r={RADIUS} />
        <circle
          className={styles.ringValue}
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className={styles.ringText} aria-hidden="true">
        {value} %
      </span>
    </div>
  );
}
