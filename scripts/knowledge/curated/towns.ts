// Names of large towns that the GeoNames extract lacks: the towns' own spellings in their own scripts (a Russian CV
// writes "Москва", a Japanese one "東京都"), common English and local forms GeoNames files under another name
// ("Bangalore", "Kiev", "København"), and names of more than three words ("Ho Chi Minh City"). Curated by hand.
export const EXTRA_TOWNS = [
  // Latin script
  "Ho Chi Minh City", "HCMC", "TP.HCM", "TP. HCM", "TP. Hồ Chí Minh", "Hồ Chí Minh", "Ho Chi Minh", "Saigon", "Sài Gòn",
  "Hà Nội", "Ha Noi", "Đà Nẵng", "Kiev", "Bangalore", "Bombay", "Madras", "Calcutta", "Gurugram", "Tel Aviv-Yafo",
  "Makati", "Makati City", "Taguig City", "Pasig City", "Cebu City", "București", "Beograd", "København", "Aarhus",
  "Århus", "Luxembourg", "Ulaanbaatar", "Ulan Bator", "Cyberjaya", "Petaling Jaya", "Ciudad de México", "CDMX",
  "Tiranë", "Vlorë", "Shkodër", "Girona", "Maribor", "Kaapstad", "Gqeberha",
  // European towns as their own people write them in an English CV ("1040 Wien", "20144 Milano (MI)"; review 95).
  "Wien", "München", "Nürnberg", "Milano", "Roma", "Napoli", "Torino", "Firenze", "Venezia", "Genova", "Padova",
  "Praha", "Brno", "Warszawa", "Wrocław", "Poznań", "Gdańsk", "Łódź", "Lisboa", "Bruxelles", "Brussel", "Den Haag",
  "'s-Gravenhage", "Gent", "Liège", "Luik", "Göteborg", "Malmö", "Athína", "Thessaloníki", "Sevilla", "València",
  "Zaragoza", "Bilbao", "Donostia", "Basel", "Bâle", "Genf", "Ginevra", "Lausanne", "Cork", "Galway", "Limerick",
  // Cyrillic: Russia, Ukraine, Belarus, Kazakhstan, Bulgaria, Serbia, North Macedonia, the Caucasus, Central Asia
  "Москва", "Санкт-Петербург", "Новосибирск", "Екатеринбург", "Казань", "Нижний Новгород", "Челябинск", "Самара",
  "Омск", "Ростов-на-Дону", "Уфа", "Красноярск", "Пермь", "Воронеж", "Волгоград", "Краснодар", "Сочи", "Калининград",
  "Владивосток", "Тюмень", "Иркутск", "Томск", "Ярославль", "Саратов", "Тула", "Иннополис", "Київ", "Киев", "Харків",
  "Харьков", "Одеса", "Одесса", "Дніпро", "Днепр", "Львів", "Львов", "Запоріжжя", "Вінниця", "Мінск", "Минск",
  "Алматы", "Астана", "Ташкент", "Тошкент", "Бишкек", "Баку", "Тбилиси", "Ереван", "Рига", "София", "Пловдив", "Варна",
  "Бургас", "Београд", "Нови Сад", "Ниш", "Скопје", "Подгорица", "Сараево",
  // Greek
  "Αθήνα", "Θεσσαλονίκη", "Πάτρα", "Ηράκλειο", "Λάρισα", "Πειραιάς", "Λευκωσία", "Λεμεσός",
  // Hebrew
  "תל אביב", "תל אביב-יפו", "ירושלים", "חיפה", "באר שבע", "רמת גן", "הרצליה", "פתח תקווה", "ראשון לציון", "נתניה", "רעננה",
  "חולון", "אשדוד",
  // Arabic, Persian, Urdu
  "القاهرة", "الإسكندرية", "الجيزة", "الرياض", "جدة", "الدمام", "الخبر", "مكة", "مكة المكرمة", "المدينة المنورة", "دبي",
  "أبوظبي", "أبو ظبي", "الشارقة", "الدوحة", "الكويت", "المنامة", "مسقط", "عمان", "عمّان", "بيروت", "دمشق", "حلب", "بغداد",
  "البصرة", "أربيل", "الدار البيضاء", "الرباط", "مراكش", "طنجة", "تونس", "الجزائر", "وهران", "طرابلس", "الخرطوم",
  "تهران", "مشهد", "اصفهان", "شیراز", "تبریز", "کرج", "کراچی", "لاہور", "اسلام آباد",
  // Chinese (simplified and traditional) and Japanese; "市" (city) is added to each below
  "北京", "上海", "广州", "廣州", "深圳", "杭州", "南京", "成都", "武汉", "武漢", "西安", "重庆", "重慶", "天津", "苏州",
  "蘇州", "香港", "台北", "臺北", "新北", "台中", "臺中", "高雄", "新竹", "桃園", "台南", "臺南", "澳门", "澳門", "新加坡",
  "厦门", "廈門", "青岛", "青島", "大连", "大連", "长沙", "長沙", "郑州", "鄭州", "合肥", "济南", "濟南", "沈阳", "瀋陽",
  "宁波", "寧波", "无锡", "無錫", "东莞", "東莞", "佛山", "珠海", "昆明", "福州", "哈尔滨", "哈爾濱",
  "東京", "東京都", "大阪", "大阪府", "横浜", "名古屋", "札幌", "福岡", "神戸", "京都", "京都府", "川崎", "さいたま",
  "広島", "仙台", "千葉", "北九州", "那覇", "神奈川県", "愛知県", "福岡県", "北海道", "埼玉県", "千葉県", "兵庫県",
  // Korean
  "서울", "서울특별시", "서울시", "부산", "부산광역시", "인천", "인천광역시", "대구", "대구광역시", "대전", "대전광역시",
  "광주", "광주광역시", "울산", "울산광역시", "수원", "수원시", "성남", "성남시", "판교", "세종", "세종특별자치시", "경기도",
  "용인", "고양", "창원",
  // Thai
  "กรุงเทพมหานคร", "กรุงเทพฯ", "กรุงเทพ", "เชียงใหม่", "ภูเก็ต", "ขอนแก่น", "นนทบุรี", "ชลบุรี", "พัทยา",
  // Indian scripts, Bengali, Armenian, Georgian
  "मुंबई", "दिल्ली", "नई दिल्ली", "बेंगलुरु", "बेंगलूरु", "कोलकाता", "चेन्नई", "हैदराबाद", "पुणे", "अहमदाबाद", "जयपुर",
  "लखनऊ", "कानपुर", "नागपुर", "इंदौर", "भोपाल", "पटना", "नोएडा", "गुरुग्राम", "गुड़गांव", "चंडीगढ़", "ঢাকা", "চট্টগ্রাম",
  "কলকাতা", "சென்னை", "Երևան", "Գյումրի", "Վանաձոր", "თბილისი", "ბათუმი", "ქუთაისი", "რუსთავი",
];

/** Chinese and Japanese towns are also written with 市 ("city"): 北京市, 横浜市. */
export function withCitySuffix(names: readonly string[]): string[] {
  return names.flatMap((n) => (/^[\p{Script=Han}\p{Script=Hiragana}]+$/u.test(n) && !/[市都府県道]$/u.test(n) ? [n, `${n}市`] : [n]));
}
