import type { Localized } from '../http';

export type NoticeKind = 'bindOffered' | 'bindAccepted' | 'bindDeclined' | 'bindCancelled' | 'matchFound';

interface NoticeText {
  subject: Localized;
  body: Localized;
}

/** Placeholders: {from}, {to} (city names in the recipient's language), {date} (the trip date), {link}. */
export const NOTICE_TEXTS: Record<NoticeKind, NoticeText> = {
  bindOffered: {
    subject: { ru: 'Jetkiz: новая заявка на вашу поездку', kz: 'Jetkiz: сапарыңызға жаңа өтінім', en: 'Jetkiz: a new request for your trip' },
    body: {
      ru: 'Отправитель предлагает вам посылку в поездке {from} → {to} ({date}).\nПримите или отклоните заявку в личном кабинете:\n{link}\n',
      kz: 'Жіберуші {from} → {to} ({date}) сапарыңызға сәлемдеме ұсынады.\nӨтінімді жеке кабинетте қабылдаңыз немесе қабылдамаңыз:\n{link}\n',
      en: 'A sender offers you a parcel on your trip {from} → {to} ({date}).\nAccept or decline the request in your profile:\n{link}\n',
    },
  },
  bindAccepted: {
    subject: { ru: 'Jetkiz: путешественник принял заявку', kz: 'Jetkiz: саяхатшы өтінімді қабылдады', en: 'Jetkiz: the traveler accepted your request' },
    body: {
      ru: 'Путешественник принял вашу посылку в поездку {from} → {to} ({date}). Обсудите передачу:\n{link}\n',
      kz: 'Саяхатшы сәлемдемеңізді {from} → {to} ({date}) сапарына қабылдады. Тапсыруды талқылаңыз:\n{link}\n',
      en: 'The traveler accepted your parcel on the trip {from} → {to} ({date}). Discuss the hand-over:\n{link}\n',
    },
  },
  bindDeclined: {
    subject: { ru: 'Jetkiz: путешественник отклонил заявку', kz: 'Jetkiz: саяхатшы өтінімді қабылдамады', en: 'Jetkiz: the traveler declined your request' },
    body: {
      ru: 'Путешественник не сможет взять вашу посылку в поездку {from} → {to} ({date}). Выберите другого путешественника:\n{link}\n',
      kz: 'Саяхатшы сәлемдемеңізді {from} → {to} ({date}) сапарына ала алмайды. Басқа саяхатшыны таңдаңыз:\n{link}\n',
      en: 'The traveler cannot take your parcel on the trip {from} → {to} ({date}). Choose another traveler:\n{link}\n',
    },
  },
  bindCancelled: {
    subject: { ru: 'Jetkiz: отправитель отменил заявку', kz: 'Jetkiz: жіберуші өтінімді болдырмады', en: 'Jetkiz: the sender cancelled a request' },
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
