import { LOCALES } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { VisuallyHidden } from '@jetkiz/web-kit';
import { useShellStores } from '../app/shell-stores-context';
import { switchLocaleInPath } from '../locale';
import styles from './language-switch.module.css';
import { useHydrated } from './use-hydrated';

/**
 * Links to the same page in each language: the prefix changes, path, query and hash stay. A prerendered page comes
 * with the query on these links (the shell's server adds the request's), but the hash never reaches the server, and
 * hydration does not patch attributes, so the hash joins the links right after hydration; a click always takes the
 * address as it is.
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { locale } = useShellStores();
  const current = `${pathname}${search}${hash}`;
  const shown = hydrated ? current : `${pathname}${search}`;
  return (
    <nav aria-label={t('language')} className={styles.switch}>
      {LOCALES.map((option) => {
        const href = switchLocaleInPath(shown, option.code);
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
              void navigate(switchLocaleInPath(current, option.code));
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
