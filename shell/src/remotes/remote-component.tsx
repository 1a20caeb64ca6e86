import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteComponent } from './load-remote-component';
import { RemoteBoundary } from './remote-boundary';
import styles from './remote-component.module.css';

type LoadState<P> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Component: ComponentType<P> };

interface RemoteComponentProps<P> {
  /** `mfe_marketing/Page` */
  moduleId: string;
  props: P;
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.unavailable} role="alert">
      <p>{t('remoteUnavailable')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

function RemoteLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}

/** Renders a component another team deploys: loaded at run time, inside its own error boundary with retry. */
export function RemoteComponent<P extends object>({ moduleId, props }: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRemoteComponent<P>(moduleId).then(
      (Component) => active && setState({ status: 'ready', Component }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [moduleId, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteBoundary fallback={(retryRender) => <RemoteUnavailable onRetry={() => { retryRender(); retry(); }} />}>
      <Component {...props} />
    </RemoteBoundary>
  );
}
