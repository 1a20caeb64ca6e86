import { expectTranslated } from '@jetkiz/contracts/src/i18n/testing';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

describe('auth texts', () => {
  it('have the same keys and placeholders in ru, kk and en, none empty', () => {
    expectTranslated({ ru, kk, en });
  });
});
