import { observer } from 'mobx-react-lite';
import { MessagesSection } from '../messages';
import { useProfileStores } from './stores-context';

/** `/messages`: the user's chats; the list is the one the navigation counts unread messages from. */
export const MessagesPage = observer(function MessagesPage() {
  const { chats, locale } = useProfileStores();
  return <MessagesSection store={chats} language={locale.language} />;
});
