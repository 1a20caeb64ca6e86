import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';

const SECONDS_PER_MINUTE = 60;

/** 'try again in N seconds' under a minute, else in whole minutes rounded up (never sooner than the server said). */
export function retryWordsOf(seconds: number): { key: string; count: number } {
  if (seconds < SECONDS_PER_MINUTE) return { key: 'retryInSeconds', count: Math.ceil(seconds) };
  return { key: 'retryInMinutes', count: Math.ceil(seconds / SECONDS_PER_MINUTE) };
}

export interface ReasonWithRetryProps {
  /** why the call failed, in the user's language */
  reason: string;
  /** the refusal's Retry-After (a 429, or a busy service's 503), in seconds; none when it gave none */
  retryAfterSeconds?: number | null;
}

/** Why a call failed, then when to try again if the API said: 'The service is busy right now. Try again in 30 seconds.' */
export function ReasonWithRetry({ reason, retryAfterSeconds }: ReasonWithRetryProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  if (!retryAfterSeconds) return <>{reason}</>;
  const { key, count } = retryWordsOf(retryAfterSeconds);
  return (
    <>
      {reason} {t(key, { count })}
    </>
  );
}
