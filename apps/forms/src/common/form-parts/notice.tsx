import { forwardRef, type ReactNode } from 'react';
import styles from './form-parts.module.css';

export type NoticeTone = 'success' | 'error' | 'warning' | 'info';
export type HeadingLevel = 2 | 3 | 4 | 5;

const ICONS: Record<NoticeTone, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

interface NoticeProps {
  tone: NoticeTone;
  title: string;
  headingLevel: HeadingLevel;
  /** `alert` for what went wrong just now, `status` for results; none for standing banners. */
  role?: 'alert' | 'status';
  /** A notice that takes the focus (the success block) is focusable by script only. */
  focusable?: boolean;
  children?: ReactNode;
}

/** A banner of a form: success, error notification, waiting list or information. */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone, title, headingLevel, role, focusable = false, children },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      className={styles.notice}
      data-tone={tone}
      role={role}
      tabIndex={focusable ? -1 : undefined}
    >
      <span className={styles.noticeIcon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className={styles.noticeBody}>
        <Heading className={styles.noticeTitle}>{title}</Heading>
        {children}
      </div>
    </div>
  );
});

export function NoticeText({ children }: { children: ReactNode }) {
  return <p className={styles.noticeText}>{children}</p>;
}
