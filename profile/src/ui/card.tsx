import { Fragment, type ReactNode, type Ref } from 'react';
import styles from './card.module.css';

interface CardProps {
  /** the id of the card's heading, which names it */
  titleId: string;
  title: string;
  /** beside the title, e.g. a status badge */
  badge?: ReactNode;
  className?: string;
  cardRef?: Ref<HTMLElement>;
  /** -1 when a link leads to this card and focus moves to it */
  tabIndex?: number;
  children: ReactNode;
}

/** One parcel or trip of the account: a titled card with a badge, its facts and what can be done with it. */
export function Card({ titleId, title, badge, className, cardRef, tabIndex, children }: CardProps) {
  return (
    <article ref={cardRef} className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={titleId} tabIndex={tabIndex}>
      <div className={`${styles.spread} ${styles.head}`}>
        <h3 id={titleId}>{title}</h3>
        {badge}
      </div>
      {children}
    </article>
  );
}

/** One fact of a card: its term and its value. */
export interface Fact {
  term: string;
  value: ReactNode;
}

/** The facts of a card as term and value pairs, in order; a fact that does not apply is given as false or null. */
export function Details({ facts }: { facts: readonly (Fact | false | null)[] }) {
  return (
    <dl className={styles.details}>
      {facts.map(
        (fact) =>
          fact && (
            <Fragment key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

export { styles as cardStyles };
