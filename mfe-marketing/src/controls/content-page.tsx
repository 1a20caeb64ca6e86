import type { ReactNode } from 'react';
import pageStyles from './page.module.css';

/** A content page's frame: its title and lead (and header actions) above its sections. */
export function ContentPage({ title, lead, actions, children }: { title: string; lead: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={pageStyles.lead}>{lead}</p>
        {actions && <div className={pageStyles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

interface ContentSectionProps {
  title: string;
  /** paragraphs under the title */
  texts?: string[];
  /** the page's closing call to action, set apart */
  cta?: boolean;
  children?: ReactNode;
}

export function ContentSection({ title, texts = [], cta = false, children }: ContentSectionProps) {
  return (
    <section className={cta ? pageStyles.cta : pageStyles.section}>
      <h2 className={pageStyles.sectionTitle}>{title}</h2>
      {texts.map((text) => (
        <p key={text} className={pageStyles.text}>
          {text}
        </p>
      ))}
      {children}
    </section>
  );
}

/** How cards stand out: raised on a content page; outlined, or flat on a tinted band, on the home page. */
export type CardsLook = 'raised' | 'outlined' | 'flat';

/** Cards of a title and a text each. */
export function TextCards({ cards, look = 'raised' }: { cards: { key: string; title: string; text: string }[]; look?: CardsLook }) {
  return (
    <ul className={look === 'raised' ? pageStyles.cards : `${pageStyles.cards} ${pageStyles[look]}`}>
      {cards.map((card) => (
        <li key={card.key} className={pageStyles.card}>
          <h3 className={pageStyles.cardTitle}>{card.title}</h3>
          <p className={pageStyles.cardText}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A list ticked off (or crossed out, for what is not allowed). */
export function Checklist({ items, crossed = false }: { items: string[]; crossed?: boolean }) {
  return (
    <ul className={crossed ? `${pageStyles.checklist} ${pageStyles.crosslist}` : pageStyles.checklist}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
