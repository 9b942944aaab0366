import styles from './field-error.module.css';

/** The error box under a field; its message is the error title the SPEC asks for. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.error} role="alert">
      <strong className={styles.title}>{message}</strong>
    </p>
  );
}
