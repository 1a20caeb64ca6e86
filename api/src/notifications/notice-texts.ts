import type { Localized } from '../http';

export type NoticeKind = 'bindOffered' | 'bindAccepted' | 'bindDeclined' | 'bindCancelled' | 'matchFound';

interface NoticeText {
  subject: Localized;
  body: Localized;
}

/**
 * To a guest who created a parcel with an e-mail: the only way back to it from another browser.
 * Placeholders: {from}, {to} (city names), {link} (the parcel's page with its guest token), {token}.
 */
export const GUEST_PARCEL_TEXT: NoticeText = {
  subject: { ru: 'Jetkiz: ваша посылка создана', kz: 'Jetkiz: сәлемдемеңіз құрылды', en: 'Jetkiz: your parcel is created' },
  body: {
    ru: 'Вы создали посылку {from} → {to}. Чтобы выбрать путешественника и следить за заявкой, откройте ссылку:\n{link}\n\nКод доступа к посылке: {token}\nНикому его не сообщайте. Если вы не создавали посылку в Jetkiz, просто удалите это письмо.\n',
    kz: 'Сіз {from} → {to} сәлемдемесін құрдыңыз. Саяхатшыны таңдау және өтінімді қадағалау үшін сілтемені ашыңыз:\n{link}\n\nСәлемдемеге кіру коды: {token}\nОны ешкімге айтпаңыз. Егер Jetkiz-те сәлемдеме құрмаған болсаңыз, бұл хатты өшіріңіз.\n',
    en: 'You created a parcel {from} → {to}. To choose a traveler and follow your request, open the link:\n{link}\n\nThe parcel access code: {token}\nDo not share it. If you did not create a parcel on Jetkiz, just delete this e-mail.\n',
  },
};

/**
 * To the account a guest trip named by its phone or e-mail, at the account's own address and phone: the trip waits
 * until they confirm it. Placeholders: {from}, {to}, {date}, {link}, {hours}.
 */
export const TRIP_CONFIRMATION_TEXT: NoticeText & { sms: Localized } = {
  subject: { ru: 'Jetkiz: подтвердите поездку', kz: 'Jetkiz: сапарды растаңыз', en: 'Jetkiz: confirm your trip' },
  body: {
    ru: 'С вашим номером телефона или e-mail на сайте Jetkiz добавили поездку {from} → {to} ({date}). Она появится в вашем личном кабинете и на доске поездок только после подтверждения:\n{link}\n\nСсылка действует {hours} ч. Если это были не вы, ничего не делайте: поездка не будет опубликована.\n',
    kz: 'Jetkiz сайтында сіздің телефон нөміріңізбен немесе e-mail мекенжайыңызбен {from} → {to} ({date}) сапары қосылды. Ол растағаннан кейін ғана жеке кабинетіңізде және сапарлар тақтасында көрінеді:\n{link}\n\nСілтеме {hours} сағат жарамды. Егер бұл сіз болмасаңыз, ештеңе істемеңіз: сапар жарияланбайды.\n',
    en: 'A trip {from} → {to} ({date}) was added on Jetkiz with your phone number or e-mail. It appears in your profile and on the trips board only once you confirm it:\n{link}\n\nThe link works for {hours} hours. If it was not you, do nothing: the trip will not be published.\n',
  },
  sms: {
    ru: 'Jetkiz: подтвердите поездку {from} → {to} ({date}): {link}',
    kz: 'Jetkiz: {from} → {to} ({date}) сапарын растаңыз: {link}',
    en: 'Jetkiz: confirm your trip {from} → {to} ({date}): {link}',
  },
};

/** Placeholders: {from}, {to} (city names in the recipient's language), {date} (the trip date), {link}. */
export const NOTICE_TEXTS: Record<NoticeKind, NoticeText> = {
  bindOffered: {
    subject: {
      ru: 'Jetkiz: новая заявка на вашу поездку',
      kz: 'Jetkiz: сапарыңызға жаңа өтінім',
      en: 'Jetkiz: a new request for your trip',
    },
    body: {
      ru: 'Отправитель предлагает вам посылку в поездке {from} → {to} ({date}).\nПримите или отклоните заявку в личном кабинете:\n{link}\n',
      kz: 'Жіберуші {from} → {to} ({date}) сапарыңызға сәлемдеме ұсынады.\nӨтінімді жеке кабинетте қабылдаңыз немесе қабылдамаңыз:\n{link}\n',
      en: 'A sender offers you a parcel on your trip {from} → {to} ({date}).\nAccept or decline the request in your profile:\n{link}\n',
    },
  },
  bindAccepted: {
    subject: {
      ru: 'Jetkiz: путешественник принял заявку',
      kz: 'Jetkiz: саяхатшы өтінімді қабылдады',
      en: 'Jetkiz: the traveler accepted your request',
    },
    body: {
      ru: 'Путешественник принял вашу посылку в поездку {from} → {to} ({date}). Обсудите передачу:\n{link}\n',
      kz: 'Саяхатшы сәлемдемеңізді {from} → {to} ({date}) сапарына қабылдады. Тапсыруды талқылаңыз:\n{link}\n',
      en: 'The traveler accepted your parcel on the trip {from} → {to} ({date}). Discuss the hand-over:\n{link}\n',
    },
  },
  bindDeclined: {
    subject: {
      ru: 'Jetkiz: путешественник отклонил заявку',
      kz: 'Jetkiz: саяхатшы өтінімді қабылдамады',
      en: 'Jetkiz: the traveler declined your request',
    },
    body: {
      ru: 'Путешественник не сможет взять вашу посылку в поездку {from} → {to} ({date}). Выберите другого путешественника:\n{link}\n',
      kz: 'Саяхатшы сәлемдемеңізді {from} → {to} ({date}) сапарына ала алмайды. Басқа саяхатшыны таңдаңыз:\n{link}\n',
      en: 'The traveler cannot take your parcel on the trip {from} → {to} ({date}). Choose another traveler:\n{link}\n',
    },
  },
  bindCancelled: {
    subject: {
      ru: 'Jetkiz: отправитель отменил заявку',
      kz: 'Jetkiz: жіберуші өтінімді болдырмады',
      en: 'Jetkiz: the sender cancelled a request',
    },
    body: {
      ru: 'Отправитель отменил заявку на вашу поездку {from} → {to} ({date}).\n{link}\n',
      kz: 'Жіберуші {from} → {to} ({date}) сапарыңызға өтінімді болдырмады.\n{link}\n',
      en: 'The sender cancelled the request for your trip {from} → {to} ({date}).\n{link}\n',
    },
  },
  matchFound: {
    subject: { ru: 'Jetkiz: нашёлся путешественник', kz: 'Jetkiz: саяхатшы табылды', en: 'Jetkiz: a traveler for your parcel' },
    body: {
      ru: 'Появилась поездка {from} → {to} ({date}), которая подходит вашей посылке. Выберите путешественника:\n{link}\n',
      kz: 'Сәлемдемеңізге сай {from} → {to} ({date}) сапары пайда болды. Саяхатшыны таңдаңыз:\n{link}\n',
      en: 'A trip {from} → {to} ({date}) now fits your parcel. Choose your traveler:\n{link}\n',
    },
  },
};
