import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import type { ReactNode } from 'react';
import { Button, ReasonWithRetry } from '@jetkiz/web-kit';
import { Link } from 'react-router-dom';
import { useCommonTexts, useProfileTexts, useTextOf } from '../i18n';
import type { LoadFailure } from '../loadable';
import styles from './ui.module.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

export function ErrorState({ title, message, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className={`${styles.state} ${styles.errorState}`} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.muted}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * Why a load or an action failed in the user's language (the generic reason where none is known), and when to try
 * again if the API said.
 */
export function LoadFailureReason({ failure }: { failure?: LoadFailure | null }) {
  const common = useCommonTexts();
  const textOf = useTextOf();
  const reason = failure
    ? textOf({ namespace: failure.namespace ?? COMMON_NAMESPACE, key: failure.errorKey })
    : common.t('somethingWentWrong');
  return <ReasonWithRetry reason={reason} retryAfterSeconds={failure?.retryAfterSeconds} />;
}

interface LoadFailedStateProps {
  title: string;
  /** why the load failed; none where it is not known */
  failure?: LoadFailure | null;
  onRetry: () => void;
}

/** A page's or list's load that failed: its title, the reason in the user's language, when to try again if the API said, and a retry. */
export function LoadFailedState({ title, failure, onRetry }: LoadFailedStateProps) {
  const { t } = useProfileTexts();
  return <ErrorState title={title} message={<LoadFailureReason failure={failure} />} retryLabel={t('retry')} onRetry={onRetry} />;
}

interface EmptyStateProps {
  title: string;
  text: string;
  action?: ReactNode;
}

export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.muted}>{text}</p>
      {action}
    </div>
  );
}

export function InlineError({ children }: { children: ReactNode }) {
  return (
    <p className={styles.inlineError} role="alert">
      {children}
    </p>
  );
}

interface NotFoundStateProps {
  /** the id of the heading, which names the page */
  titleId: string;
  title: string;
  text: string;
  className?: string;
}

/** What was asked for is not there (or not the user's): what is missing, and the way back to the profile's root. */
export function NotFoundState({ titleId, title, text, className }: NotFoundStateProps) {
  const { t } = useProfileTexts();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{text}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
