import { useTexts } from '../i18n';
import { LandingSection, TextCards } from '../controls';
import styles from './home.module.css';

const USERS = ['senders', 'travelers', 'companies'] as const;

/** Who the service is for: senders, travelers and logistics companies. */
export function HomeUsers() {
  const { t } = useTexts('home');
  return (
    <LandingSection title={t('users.title')} className={styles.users}>
      <TextCards look="flat" cards={USERS.map((user) => ({ key: user, title: t(`users.${user}.title`), text: t(`users.${user}.text`) }))} />
    </LandingSection>
  );
}
