import type { User } from '@jetkiz/contracts';
import { Avatar, ProfileLink, VisuallyHidden } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnreadMessagesStore, type HeaderStore } from '../header-menus';
import { useHost } from '../host-api';
import { DeliveryStateEntry } from './delivery-state-entry';
import { MenuToggle } from './menu-toggle';
import styles from './site-header.module.css';

const PROFILE_MENU_ID = 'profile-menu';
const MOST_SHOWN_UNREAD = 99;

interface ProfileMenuProps {
  menu: HeaderStore;
  /** null while the profile is still loading */
  user: User | null;
  onLogout: () => void;
}

/** The number on a dot, read out as words: '3 unread messages'. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  if (count === 0) return null;
  return (
    <span className={styles.unread}>
      <span aria-hidden="true">{count > MOST_SHOWN_UNREAD ? `${MOST_SHOWN_UNREAD}+` : count}</span>
      <VisuallyHidden>{t('header.unreadMessages', { count })}</VisuallyHidden>
    </span>
  );
}

/**
 * The logged-in visitor's menu: avatar, first name and the unread messages, Profile, Messages (on the profile
 * host) and Logout. It exists only while someone is logged in, so counting starts with a login and stops with
 * the logout.
 */
export const ProfileMenu = observer(function ProfileMenu({ menu, user, onLogout }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const [unread] = useState(() => new UnreadMessagesStore(host.api.me));
  const token = host.session.token;
  useEffect(() => unread.watch(window), [unread, token]);
  return (
    <div className={styles.profile}>
      <DeliveryStateEntry
        onOpen={() => {
          menu.close();
          host.modals.open('delivery-state');
        }}
      />
      <MenuToggle className={styles.profileButton} open={menu.profileOpen} menuId={PROFILE_MENU_ID} onToggle={() => menu.toggleProfile()}>
        <Avatar person={user} size="small" />
        <span>{user?.first_name || t('header.profile')}</span>
        <UnreadBadge count={unread.total} />
      </MenuToggle>
      <ul id={PROFILE_MENU_ID} className={styles.profileList} hidden={!menu.profileOpen}>
        <li>
          <ProfileLink navigation={host.navigation} className={styles.profileItem}>
            {t('header.profile')}
          </ProfileLink>
        </li>
        <li>
          <ProfileLink navigation={host.navigation} path="/messages" className={`${styles.profileItem} ${styles.messagesItem}`}>
            {t('header.messages')}
            <UnreadBadge count={unread.total} />
          </ProfileLink>
        </li>
        <li>
          <button
            type="button"
            className={styles.profileItem}
            onClick={() => {
              menu.close();
              onLogout();
            }}
          >
            {t('header.logOut')}
          </button>
        </li>
      </ul>
    </div>
  );
});
