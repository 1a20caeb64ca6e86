import type { User } from '@jetkiz/contracts';
import { ProfileLink } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { HeaderStore } from '../header-menus';
import { useHost } from '../host-api';
import styles from './site-header.module.css';

const PROFILE_MENU_ID = 'profile-menu';

interface ProfileMenuProps {
  menu: HeaderStore;
  /** null while the profile is still loading */
  user: User | null;
  onLogout: () => void;
}

function Avatar({ user }: { user: User | null }) {
  if (user?.avatar_url) return <img className={styles.avatar} src={user.avatar_url} alt="" width={32} height={32} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {user?.first_name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The logged-in visitor's menu: avatar, first name, Profile (on the profile host) and Logout. */
export const ProfileMenu = observer(function ProfileMenu({ menu, user, onLogout }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const host = useHost();
  return (
    <div className={styles.profile}>
      <button
        type="button"
        className={styles.profileButton}
        aria-expanded={menu.profileOpen}
        aria-controls={PROFILE_MENU_ID}
        onClick={() => menu.toggleProfile()}
      >
        <Avatar user={user} />
        <span>{user?.first_name || t('header.profile')}</span>
      </button>
      <ul id={PROFILE_MENU_ID} className={styles.profileList} hidden={!menu.profileOpen}>
        <li>
          <ProfileLink navigation={host.navigation} className={styles.profileItem}>
            {t('header.profile')}
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
