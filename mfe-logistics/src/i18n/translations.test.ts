import { expectTranslated } from '@jetkiz/contracts/src/i18n/testing';
import { LOGISTICS_TEXTS } from '.';

describe('logistics texts', () => {
  it('have the same keys and placeholders in ru, kk and en, none empty', () => {
    expectTranslated(LOGISTICS_TEXTS);
  });
});
