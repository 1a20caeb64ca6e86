import { useId, type ReactNode } from 'react';
import styles from './modal-content.module.css';

/** A marketing modal's content: a section named by its title, with a lead above the rest. */
export function ModalContent({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      {children}
    </section>
  );
}
