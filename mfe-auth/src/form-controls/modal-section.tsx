import { useId, type ReactNode } from 'react';
import styles from './form-controls.module.css';

interface ModalSectionProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** One step of a flow: its heading names the step. */
export function ModalSection({ title, lead, children }: ModalSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
