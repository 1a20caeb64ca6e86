import type { ChatSummary, LanguageCode } from '@jetkiz/contracts';
import { Avatar, VisuallyHidden } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { formatDayOf, formatTime } from '../locale';
import { dealChatPath } from '../paths';
import { EmptyState, LoadFailedState, LoadingState, useLoadedPage } from '../ui';
import type { ChatListStore } from './chat-list-store';
import styles from './messages.module.css';

export interface MessagesSectionProps {
  store: ChatListStore;
  language: LanguageCode;
  timeZone?: string;
  /** today, for writing today's messages with their time only */
  now?: () => Date;
}

/** `/messages`: every chat of the user with its last message and unread count; each opens in its deal page. */
export const MessagesSection = observer(function MessagesSection({
  store,
  language,
  timeZone,
  now = () => new Date(),
}: MessagesSectionProps) {
  const { t } = useProfileTexts();
  useLoadedPage(t('messages.title'), store);

  let content;
  if (store.list.state === 'idle' || store.list.state === 'loading') content = <LoadingState label={t('messages.loading')} />;
  else if (store.list.state === 'failed')
    content = <LoadFailedState title={t('messages.failed')} failure={store.list.loadFailure} onRetry={() => void store.load()} />;
  else if (store.chats.length === 0) content = <EmptyState title={t('messages.empty.title')} text={t('messages.empty.text')} />;
  else
    content = (
      <ul className={styles.list}>
        {store.chats.map((chat) => (
          <ChatItem
            key={chat.bind_id}
            chat={chat}
            language={language}
            timeZone={timeZone}
            today={formatDayOf(now().toISOString(), language, timeZone)}
          />
        ))}
      </ul>
    );

  return (
    <section className={styles.page} aria-labelledby="messages-title">
      <h1 id="messages-title">{t('messages.title')}</h1>
      {content}
    </section>
  );
});

interface ChatItemProps {
  chat: ChatSummary;
  language: LanguageCode;
  timeZone?: string;
  today: string;
}

function ChatItem({ chat, language, timeZone, today }: ChatItemProps) {
  const { t } = useProfileTexts();
  const { other_party: other, last_message: last } = chat;
  const day = last ? formatDayOf(last.created_at, language, timeZone) : null;
  return (
    <li className={chat.unread_count > 0 ? `${styles.item} ${styles.hasUnread}` : styles.item}>
      <Avatar person={other} size="large" />
      <div className={styles.body}>
        <p className={styles.top}>
          <Link className={styles.name} to={dealChatPath(chat.bind_id)}>
            {other.first_name}
            {chat.unread_count > 0 && <VisuallyHidden>{`(${t('messages.unread', { count: chat.unread_count })})`}</VisuallyHidden>}
          </Link>
          {last && (
            <time className={styles.time} dateTime={last.created_at}>
              {day === today ? formatTime(last.created_at, language, timeZone) : day}
            </time>
          )}
        </p>
        <p className={styles.route}>{t('route', { from: chat.from_city, to: chat.to_city })}</p>
        <p className={styles.preview}>
          {last ? (
            <>
              {last.author === 'me' && <span className={styles.you}>{t('messages.you')} </span>}
              {last.text}
            </>
          ) : (
            t('messages.noMessages')
          )}
        </p>
      </div>
      {chat.unread_count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {chat.unread_count}
        </span>
      )}
    </li>
  );
}
