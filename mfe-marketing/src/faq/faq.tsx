import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { quotedTerms } from '../amounts';
import { useTexts } from '../i18n';
import { FaqStore } from './faq-store';
import styles from './faq.module.css';

export const FAQ_ITEMS = [
  'price',
  'payment',
  'what',
  'verification',
  'noTraveler',
  'insurance',
  'courier',
  'earnings',
  'anonymousTrip',
  'cities',
] as const;

/** Arrow keys, Home and End move between the questions, as the accordion pattern of WAI-ARIA suggests. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The answers to common questions, an accessible accordion: each question is a button that shows its answer. */
export const Faq = observer(function Faq() {
  const { t, language } = useTexts('faq');
  const [store] = useState(() => new FaqStore());
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const terms = quotedTerms(language);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextIndex(event.key, index, FAQ_ITEMS.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.list}>
      {FAQ_ITEMS.map((item, index) => {
        const open = store.isOpen(item);
        const buttonId = `${baseId}-${item}`;
        const panelId = `${buttonId}-answer`;
        return (
          <div key={item} className={styles.item}>
            <h3 className={styles.question}>
              <button
                ref={(button) => {
                  buttons.current[index] = button;
                }}
                id={buttonId}
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => store.toggle(item)}
                onKeyDown={onKeyDown(index)}
              >
                {t(`items.${item}.question`)}
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
              <p>{t(`items.${item}.answer`, terms)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
});
