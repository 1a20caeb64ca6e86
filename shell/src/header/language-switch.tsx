import { LOCALES } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { VisuallyHidden } from '@jetkiz/web-kit';
import { useShellStores } from '../app/shell-stores-context';
import { switchLocaleInPath } from '../locale';
import styles from './language-switch.module.css';

/** Links to the same page in each language: the prefix changes, path, query and hash stay. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { locale } = useShellStores();
  return (
    <nav aria-label={t('language')} className={styles.switch}>
      {LOCALES.map((option) => {
        const href = switchLocaleInPath(`${pathname}${search}${hash}`, option.code);
        return (
          <a
            key={option.code}
            href={href}
            hrefLang={option.language}
            lang={option.language}
            aria-current={option.code === locale.current ? 'true' : undefined}
            className={styles.option}
            onClick={(event) => {
              event.preventDefault();
              void navigate(href);
            }}
          >
            <span aria-hidden="true">{option.shortName}</span>
            <VisuallyHidden>{option.longName}</VisuallyHidden>
          </a>
        );
      })}
    </nav>
  );
});
