import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

interface PageFrameProps {
  title: string;
  /** the muted line under the title */
  lead?: string;
  /** more of the header under the title, e.g. what the page is about */
  summary?: ReactNode;
  /** a reading width, for a page of text */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of a schedule page: its title (and lead) above its content, at the page width. */
export function PageFrame({ title, lead, summary, narrow = false, children }: PageFrameProps) {
  return (
    <div className={narrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {summary}
      </header>
      {children}
    </div>
  );
}
