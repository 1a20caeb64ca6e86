import { TitledSection } from '@jetkiz/web-kit';
import type { ReactNode } from 'react';
import styles from './modal-content.module.css';

/** A marketing modal's content: a section named by its title, with a lead above the rest. */
export function ModalContent({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <TitledSection title={title} titleClassName={styles.title}>
      <p className={styles.lead}>{lead}</p>
      {children}
    </TitledSection>
  );
}
