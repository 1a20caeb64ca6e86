import { useEffect, useRef, type ReactNode } from 'react';
import styles from './controls.module.css';

type Tone = 'neutral' | 'error' | 'success';

interface StatePanelProps {
  title: string;
  tone?: Tone;
  children?: ReactNode;
  headingLevel?: 2 | 3;
  /** Announce at once (role alert) and take focus: the panel replaces what the user was acting on. */
  urgent?: boolean;
}

const TONE_CLASS: Readonly<Record<Tone, string | undefined>> = {
  neutral: undefined,
  error: styles.panelError,
  success: styles.panelSuccess,
};

/** A designed empty, error or done state: a heading, what it means, what the user can do next. */
export function StatePanel({ title, tone = 'neutral', children, headingLevel = 2, urgent = false }: StatePanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (urgent) panel.current?.focus();
  }, [urgent]);
  return (
    <section
      ref={panel}
      tabIndex={urgent ? -1 : undefined}
      className={[styles.panel, TONE_CLASS[tone]].filter(Boolean).join(' ')}
      role={urgent || tone === 'error' ? 'alert' : 'status'}
    >
      <Heading className={styles.panelTitle}>{title}</Heading>
      {children}
    </section>
  );
}
