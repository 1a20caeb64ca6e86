import { CONTACT_MASK, maskContacts } from './mask-contacts';

const M = CONTACT_MASK;

describe('maskContacts', () => {
  it.each([
    ['call me +7 701 234 56 78 please', `call me ${M} please`],
    ['8 (701) 2345678', M],
    ['87012345678', M],
    ['мой номер 8-701-234-56-78!', `мой номер ${M}!`],
    ['+7 (495) 123-45-67 Москва', `${M} Москва`],
    ['пишите 77012345678', `пишите ${M}`],
    ['+79161234567', M],
    ['8 777 123 4567 вечером', `${M} вечером`],
    ['a foreign one: +1 202 555 01 99', `a foreign one: ${M}`],
    ['digits 123 456 789 012', `digits ${M}`],
    ['mail ivan.petrov@mail.ru now', `mail ${M} now`],
    ['Почта: айгерим@почта.kz', `Почта: ${M}`],
    ['telegram @aigerim_k', `telegram ${M}`],
    ['(@ivan.petrov)', `(${M})`],
    ['https://t.me/aigerim_k ok', `${M} ok`],
    ['t.me/aigerim', M],
    ['wa.me/77012345678', M],
    ['www.instagram.com/aigerim.k/', M],
    ['vk.com/id12345', M],
    ['tg: @ivan, phone +7 701 234 56 78, mail a@b.kz', `tg: ${M}, phone ${M}, mail ${M}`],
  ])('masks the contact in %j', (input, masked) => {
    expect(maskContacts(input)).toEqual({ text: masked, masked: true });
  });

  it.each([
    'The flight is on 12.05.2026',
    'Price 5 000 ₸ for the parcel',
    'It weighs 2 kg, up to 5 000 000 ₸ insured',
    'Flight KC 921 lands at 14:30',
    'Meet at gate 12, terminal 2, 12-05-2026 - 15-05-2026',
    'I will be there at 10:00 on 12/05',
    'Ваша посылка 30x20x10 см',
    'Привет! Заберу в Алматы @ вокзале',
    'e-mail me in the app, not outside',
    '',
  ])('leaves %j as it is', (input) => {
    expect(maskContacts(input)).toEqual({ text: input, masked: false });
  });
});
