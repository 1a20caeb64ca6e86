import { sql, type Kysely } from 'kysely';

// Ids are stable: other tables and clients refer to cities by id. Append new cities with new ids; never renumber.
const cities: [id: number, ru: string, kk: string, en: string, latitude: number, longitude: number][] = [
  [1, 'Алматы', 'Алматы', 'Almaty', 43.238949, 76.889709],
  [2, 'Астана', 'Астана', 'Astana', 51.169392, 71.449074],
  [3, 'Шымкент', 'Шымкент', 'Shymkent', 42.341684, 69.590101],
  [4, 'Караганда', 'Қарағанды', 'Karaganda', 49.804683, 73.109382],
  [5, 'Актобе', 'Ақтөбе', 'Aktobe', 50.283937, 57.166978],
  [6, 'Тараз', 'Тараз', 'Taraz', 42.9, 71.366667],
  [7, 'Павлодар', 'Павлодар', 'Pavlodar', 52.287303, 76.967402],
  [8, 'Усть-Каменогорск', 'Өскемен', 'Ust-Kamenogorsk', 49.948325, 82.627848],
  [9, 'Семей', 'Семей', 'Semey', 50.41111, 80.2275],
  [10, 'Атырау', 'Атырау', 'Atyrau', 47.094495, 51.923771],
  [11, 'Костанай', 'Қостанай', 'Kostanay', 53.214422, 63.624605],
  [12, 'Кызылорда', 'Қызылорда', 'Kyzylorda', 44.852778, 65.509167],
  [13, 'Уральск', 'Орал', 'Uralsk', 51.233333, 51.366667],
  [14, 'Петропавловск', 'Петропавл', 'Petropavl', 54.866667, 69.15],
  [15, 'Актау', 'Ақтау', 'Aktau', 43.65, 51.15],
  [16, 'Темиртау', 'Теміртау', 'Temirtau', 50.0549, 72.9646],
  [17, 'Туркестан', 'Түркістан', 'Turkestan', 43.2973, 68.2518],
  [18, 'Кокшетау', 'Көкшетау', 'Kokshetau', 53.283333, 69.383333],
  [19, 'Талдыкорган', 'Талдықорған', 'Taldykorgan', 45.0156, 78.3739],
  [20, 'Экибастуз', 'Екібастұз', 'Ekibastuz', 51.7236, 75.3228],
  [21, 'Жезказган', 'Жезқазған', 'Zhezkazgan', 47.783333, 67.766667],
  [22, 'Балхаш', 'Балқаш', 'Balkhash', 46.8481, 74.995],
  [23, 'Рудный', 'Рудный', 'Rudny', 52.966667, 63.116667],
  [24, 'Жанаозен', 'Жаңаөзен', 'Zhanaozen', 43.3412, 52.8619],
  [25, 'Кентау', 'Кентау', 'Kentau', 43.516667, 68.516667],
  [26, 'Сатпаев', 'Сәтбаев', 'Satpayev', 47.9, 67.533333],
  [27, 'Каскелен', 'Қаскелең', 'Kaskelen', 43.2, 76.62],
  [28, 'Риддер', 'Риддер', 'Ridder', 50.35, 83.516667],
  [29, 'Степногорск', 'Степногор', 'Stepnogorsk', 52.35, 71.883333],
  [30, 'Кульсары', 'Құлсары', 'Kulsary', 46.9531, 54.0194],
  [31, 'Конаев', 'Қонаев', 'Konaev', 43.866667, 77.066667],
  [32, 'Сарыагаш', 'Сарыағаш', 'Saryagash', 41.45, 69.166667],
  [33, 'Жаркент', 'Жаркент', 'Zharkent', 44.166667, 80.0],
  [34, 'Щучинск', 'Щучинск', 'Shchuchinsk', 52.933333, 70.2],
  [35, 'Лисаковск', 'Лисаков', 'Lisakovsk', 52.55, 62.5],
  [36, 'Аксу', 'Ақсу', 'Aksu', 52.033333, 76.916667],
  [37, 'Шахтинск', 'Шахтинск', 'Shakhtinsk', 49.71, 72.59],
  [38, 'Аркалык', 'Арқалық', 'Arkalyk', 50.2486, 66.9114],
  [39, 'Байконур', 'Байқоңыр', 'Baikonur', 45.616667, 63.316667],
  [40, 'Аральск', 'Арал', 'Aral', 46.8, 61.666667],
  [41, 'Жетысай', 'Жетісай', 'Zhetysai', 40.7753, 68.3275],
  [42, 'Есик', 'Есік', 'Esik', 43.3553, 77.4528],
  [43, 'Талгар', 'Талғар', 'Talgar', 43.3, 77.233333],
  [44, 'Сарань', 'Саран', 'Saran', 49.8, 72.85],
  [45, 'Хромтау', 'Хромтау', 'Khromtau', 50.25, 58.433333],
  [46, 'Шу', 'Шу', 'Shu', 43.6, 73.766667],
  [47, 'Аягоз', 'Аягөз', 'Ayagoz', 47.966667, 80.433333],
  [48, 'Кандыагаш', 'Қандыағаш', 'Kandyagash', 49.466667, 57.416667],
  [49, 'Алтай', 'Алтай', 'Altai', 49.716667, 84.266667],
  [50, 'Абай', 'Абай', 'Abai', 49.633333, 72.866667],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name_ru', 'text', (col) => col.notNull())
    .addColumn('name_kk', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addCheckConstraint('cities_latitude_range', sql`latitude between -90 and 90`)
    .addCheckConstraint('cities_longitude_range', sql`longitude between -180 and 180`)
    .execute();
  await db
    .insertInto('cities')
    .values(cities.map(([id, name_ru, name_kk, name_en, latitude, longitude]) => ({ id, name_ru, name_kk, name_en, latitude, longitude })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cities').execute();
}
