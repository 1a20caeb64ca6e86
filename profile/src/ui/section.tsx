import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  id: string;
  title: string;
  /** beside the title, e.g. a link to the full list */
  aside?: ReactNode;
  /** 1 when the section is the whole page */
  level?: 1 | 2;
  children: ReactNode;
}

export function Section({ id, title, aside, level = 2, children }: SectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`}>{title}</Heading>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function CardList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
