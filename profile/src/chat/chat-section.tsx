import type { ChatMessage, LanguageCode } from '@jetkiz/contracts';
import { Button, VisuallyHidden } from '@jetkiz/web-kit';
import { FieldFrame, formStyles, Form } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useProfileTexts } from '../i18n';
import { formatDayOf, formatTime } from '../locale';
import { InlineError, LoadFailureReason, useFocusWhen } from '../ui';
import type { ChatStore, OutgoingMessage } from './chat-store';
import styles from './chat.module.css';

/** The anchor a link to a deal's chat ends with. */
export const CHAT_ANCHOR = 'chat';

/** Within this many pixels of the bottom the list follows new messages; further up the reader is left in peace. */
const FOLLOW_PX = 48;

export interface ChatSectionProps {
  store: ChatStore;
  language: LanguageCode;
  /** the other party's first name */
  otherName: string;
  /** a link pointed at the chat: it is scrolled to and focused */
  focused?: boolean;
  timeZone?: string;
}

/** Marks the other party's messages read while the page is in view: now, as they come, and back in the tab. */
function useMarkRead(store: ChatStore): void {
  const unread = store.state === 'ready' ? store.unreadFromOther?.id : undefined;
  useEffect(() => {
    if (unread && document.visibilityState === 'visible') void store.markRead();
  }, [store, unread]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void store.markRead();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [store]);
}

/**
 * Keeps the newest message in sight as messages come, unless the reader scrolled up; after 'load earlier' the
 * messages on screen stay where they were.
 */
function useScrollKeeper(store: ChatStore) {
  const list = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const fromBottom = useRef<number | null>(null);
  const count = store.messages.length + store.outgoing.length;
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (following.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [count, store.state]);
  return {
    list,
    onScroll: () => {
      const element = list.current;
      if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    },
    keepPlace: () => {
      const element = list.current;
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    },
  };
}

/** The chat of a request (`#chat` on the deal page): the history, live messages, and a message to send. */
export const ChatSection = observer(function ChatSection({ store, language, otherName, focused = false, timeZone }: ChatSectionProps) {
  const { t } = useProfileTexts();
  const section = useFocusWhen<HTMLElement>(focused && store.state !== 'loading');
  const scroll = useScrollKeeper(store);
  useEffect(() => store.start(), [store]);
  useMarkRead(store);

  const loadEarlier = () => {
    scroll.keepPlace();
    void store.loadEarlier();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void store.send();
  };

  return (
    <section id={CHAT_ANCHOR} ref={section} tabIndex={-1} className={styles.chat} aria-labelledby="chat-title">
      <h2 id="chat-title">{t('chat.title', { name: otherName })}</h2>
      {store.state === 'loading' && <p role="status">{t('chat.loading')}</p>}
      {store.state === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>
            <LoadFailureReason failure={store.loadFailure} />
          </p>
          <Button variant="secondary" onClick={() => void store.load()}>
            {t('retry')}
          </Button>
        </div>
      )}
      <div ref={scroll.list} className={styles.scroller} onScroll={scroll.onScroll}>
        {store.hasMore && (
          <div className={styles.earlier}>
            <Button variant="secondary" onClick={loadEarlier} disabled={store.loadingEarlier}>
              {store.loadingEarlier ? t('chat.loadingEarlier') : t('chat.loadEarlier')}
            </Button>
            {store.earlierError && (
              <InlineError>
                <LoadFailureReason failure={store.earlierError} />
              </InlineError>
            )}
          </div>
        )}
        <div role="log" aria-live="polite" aria-label={t('chat.log')} className={styles.log}>
          {store.state === 'ready' && store.messages.length === 0 && store.outgoing.length === 0 && (
            <p className={styles.empty}>{t('chat.empty', { name: otherName })}</p>
          )}
          {store.messages.map((message, index) => (
            <Fragment key={message.id}>
              {startsDay(store.messages, index, timeZone) && (
                <p className={styles.day}>{formatDayOf(message.created_at, language, timeZone)}</p>
              )}
              {message.id === store.firstUnreadId && <p className={styles.unread}>{t('chat.unread')}</p>}
              <MessageItem message={message} language={language} otherName={otherName} timeZone={timeZone} />
            </Fragment>
          ))}
          {store.outgoing.map((item) => (
            <OutgoingItem key={item.key} item={item} onRetry={() => void store.retry(item.key)} />
          ))}
        </div>
      </div>
      <Form className={styles.form} onSubmit={() => void store.send()}>
        <FieldFrame
          field={store.draft}
          label={t('chat.label')}
          hint={t('chat.hint')}
          control={(control) => (
            <textarea
              {...control}
              name="text"
              rows={3}
              className={formStyles.input}
              value={store.draft.value}
              onChange={(event) => store.draft.setValue(event.target.value)}
              onKeyDown={onKeyDown}
            />
          )}
        />
        <Button type="submit">{t('chat.send')}</Button>
      </Form>
    </section>
  );
});

function startsDay(messages: ChatMessage[], index: number, timeZone: string | undefined): boolean {
  if (index === 0) return true;
  const day = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(new Date(iso));
  return day(messages[index - 1]!.created_at) !== day(messages[index]!.created_at);
}

interface MessageItemProps {
  message: ChatMessage;
  language: LanguageCode;
  otherName: string;
  timeZone?: string;
}

function MessageItem({ message, language, otherName, timeZone }: MessageItemProps) {
  const { t } = useProfileTexts();
  const mine = message.author === 'me';
  return (
    <div className={mine ? styles.mine : styles.theirs}>
      <VisuallyHidden>{mine ? t('chat.you') : t('chat.from', { name: otherName })}</VisuallyHidden>
      <p className={styles.text}>{message.text}</p>
      <p className={styles.meta}>
        <time dateTime={message.created_at}>{formatTime(message.created_at, language, timeZone)}</time>
        {mine && <span>{message.read_at ? t('chat.read') : t('chat.delivered')}</span>}
      </p>
      {mine && message.contacts_hidden && <p className={styles.note}>{t('chat.contactsHidden')}</p>}
    </div>
  );
}

const OutgoingItem = observer(function OutgoingItem({ item, onRetry }: { item: OutgoingMessage; onRetry: () => void }) {
  const { t } = useProfileTexts();
  return (
    <div className={styles.mine}>
      <VisuallyHidden>{t('chat.you')}</VisuallyHidden>
      <p className={styles.text}>{item.text}</p>
      {item.state === 'sending' ? (
        <p className={styles.meta}>{t('chat.sending')}</p>
      ) : (
        <div className={styles.failedMessage}>
          <p role="alert">{item.error ? <LoadFailureReason failure={item.error} /> : t('chat.notSent')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('chat.retry')}
          </Button>
        </div>
      )}
    </div>
  );
});
