import type { LocalizedText } from '@rihla/events/common';
import type { Motif } from './palettes.ts';

/** Named places a template can mention; a template applies to a city only when the city has every place it needs. */
export type PlaceKey =
  | 'heritage'
  | 'souq'
  | 'desert'
  | 'sea'
  | 'marina'
  | 'beach'
  | 'island'
  | 'mountain'
  | 'nature'
  | 'museum'
  | 'landmark'
  | 'themePark'
  | 'waterPark'
  | 'mangroves'
  | 'airport'
  | 'transferTo';

export interface PickupPointSeed {
  key: string;
  name: LocalizedText;
  address: LocalizedText;
}

export interface CitySeed {
  cityId: string;
  name: LocalizedText;
  countryCode: 'SA' | 'AE';
  timeZone: 'Asia/Riyadh' | 'Asia/Dubai';
  aliases: string[];
  popularity: number;
  lat: number;
  lng: number;
  /** Scales template prices: AlUla and Dubai cost more than Abha or Ajman. */
  costFactor: number;
  /** Only Red Sea cities get the red-sea-trips templates. */
  redSea: boolean;
  motif: Motif;
  places: Partial<Record<PlaceKey, LocalizedText>>;
  pickupPoints: PickupPointSeed[];
}

const SA = { countryCode: 'SA', timeZone: 'Asia/Riyadh' } as const;
const AE = { countryCode: 'AE', timeZone: 'Asia/Dubai' } as const;
const ARABIAN_GULF: LocalizedText = { en: 'Arabian Gulf', ar: 'الخليج العربي' };
const RED_SEA: LocalizedText = { en: 'Red Sea', ar: 'البحر الأحمر' };

export const CITIES: readonly CitySeed[] = [
  {
    cityId: 'riyadh',
    name: { en: 'Riyadh', ar: 'الرياض' },
    ...SA,
    aliases: ['Riyad', 'Ar Riyadh', 'Er Riyadh', 'Al Riyadh', 'رياض', 'الرياض'],
    popularity: 96,
    lat: 24.7136,
    lng: 46.6753,
    costFactor: 1,
    redSea: false,
    motif: 'skyline',
    places: {
      heritage: { en: 'Diriyah', ar: 'الدرعية' },
      souq: { en: 'Souq Al Zal', ar: 'سوق الزل' },
      desert: { en: 'the Red Sand Dunes', ar: 'الرمال الحمراء' },
      mountain: { en: 'the Tuwaiq Escarpment', ar: 'جبال طويق' },
      museum: { en: 'the National Museum', ar: 'المتحف الوطني' },
      landmark: { en: 'the Kingdom Centre Sky Bridge', ar: 'جسر السماء في برج المملكة' },
      themePark: { en: 'Boulevard World', ar: 'بوليفارد وورلد' },
      airport: { en: 'King Khalid International Airport', ar: 'مطار الملك خالد الدولي' },
      transferTo: { en: 'Diriyah', ar: 'الدرعية' },
    },
    pickupPoints: [
      {
        key: 'olaya',
        name: { en: 'Olaya Street hotels', ar: 'فنادق شارع العليا' },
        address: { en: 'Olaya Street, Al Olaya, Riyadh', ar: 'شارع العليا، حي العليا، الرياض' },
      },
      {
        key: 'kingdom-centre',
        name: { en: 'Kingdom Centre main entrance', ar: 'المدخل الرئيسي لبرج المملكة' },
        address: { en: 'King Fahd Road, Al Olaya, Riyadh', ar: 'طريق الملك فهد، حي العليا، الرياض' },
      },
      {
        key: 'riyadh-park',
        name: { en: 'Riyadh Park Mall', ar: 'رياض بارك مول' },
        address: { en: 'Northern Ring Road, Al Aqiq, Riyadh', ar: 'الطريق الدائري الشمالي، حي العقيق، الرياض' },
      },
    ],
  },
  {
    cityId: 'jeddah',
    name: { en: 'Jeddah', ar: 'جدة' },
    ...SA,
    aliases: ['Jiddah', 'Jidda', 'Jedda', 'Djeddah', 'جده', 'جدة'],
    popularity: 92,
    lat: 21.4858,
    lng: 39.1925,
    costFactor: 1,
    redSea: true,
    motif: 'sea',
    places: {
      heritage: { en: 'historic Al Balad', ar: 'حي البلد التاريخي' },
      souq: { en: 'Souq Al Alawi', ar: 'سوق العلوي' },
      sea: RED_SEA,
      marina: { en: 'Obhur Marina', ar: 'مرسى أبحر' },
      beach: { en: 'Obhur Beach', ar: 'شاطئ أبحر' },
      island: { en: 'Bayada Island', ar: 'جزيرة بياضة' },
      museum: { en: 'the Tayebat Museum', ar: 'متحف الطيبات' },
      themePark: { en: 'Atallah Happy Land', ar: 'أتالله هابي لاند' },
      airport: { en: 'King Abdulaziz International Airport', ar: 'مطار الملك عبدالعزيز الدولي' },
      transferTo: { en: 'Taif', ar: 'الطائف' },
    },
    pickupPoints: [
      {
        key: 'corniche',
        name: { en: 'Jeddah Corniche', ar: 'كورنيش جدة' },
        address: { en: 'Corniche Road, Al Shati, Jeddah', ar: 'طريق الكورنيش، حي الشاطئ، جدة' },
      },
      {
        key: 'red-sea-mall',
        name: { en: 'Red Sea Mall', ar: 'رد سي مول' },
        address: { en: 'King Abdulaziz Road, Obhur, Jeddah', ar: 'طريق الملك عبدالعزيز، أبحر، جدة' },
      },
      {
        key: 'tahlia',
        name: { en: 'Tahlia Street hotels', ar: 'فنادق شارع التحلية' },
        address: { en: 'Prince Mohammed bin Abdulaziz Street, Al Andalus, Jeddah', ar: 'شارع الأمير محمد بن عبدالعزيز، حي الأندلس، جدة' },
      },
    ],
  },
  {
    cityId: 'alula',
    name: { en: 'AlUla', ar: 'العلا' },
    ...SA,
    aliases: ['Al Ula', 'Alula', 'El Ula', 'Al-Ula', 'Al Ola', 'العُلا', 'العلا'],
    popularity: 90,
    lat: 26.6085,
    lng: 37.9232,
    costFactor: 1.3,
    redSea: false,
    motif: 'mountains',
    places: {
      heritage: { en: 'AlUla Old Town', ar: 'بلدة العلا القديمة' },
      desert: { en: 'the Sharaan Nature Reserve', ar: 'محمية شرعان الطبيعية' },
      nature: { en: 'Elephant Rock', ar: 'جبل الفيل' },
      museum: { en: 'Hegra', ar: 'الحجر' },
      landmark: { en: 'Maraya', ar: 'مرايا' },
      airport: { en: 'AlUla International Airport', ar: 'مطار العلا الدولي' },
      transferTo: { en: 'Hegra', ar: 'الحجر' },
    },
    pickupPoints: [
      {
        key: 'visitor-centre',
        name: { en: 'AlUla Visitor Centre', ar: 'مركز زوار العلا' },
        address: { en: 'Old Town Road, AlUla', ar: 'طريق البلدة القديمة، العلا' },
      },
      {
        key: 'shaden',
        name: { en: 'Shaden Resort', ar: 'منتجع شادن' },
        address: { en: 'Shaden Road, AlUla', ar: 'طريق شادن، العلا' },
      },
      {
        key: 'old-town-parking',
        name: { en: 'AlUla Old Town car park', ar: 'موقف سيارات بلدة العلا القديمة' },
        address: { en: 'Al Jadidah, AlUla', ar: 'حي الجديدة، العلا' },
      },
    ],
  },
  {
    cityId: 'abha',
    name: { en: 'Abha', ar: 'أبها' },
    ...SA,
    aliases: ['Abhā', 'Asir', 'Aseer', 'ابها', 'عسير'],
    popularity: 74,
    lat: 18.2164,
    lng: 42.5053,
    costFactor: 0.85,
    redSea: false,
    motif: 'mountains',
    places: {
      heritage: { en: 'Al Muftaha Village', ar: 'قرية المفتاحة' },
      souq: { en: 'the Tuesday Market', ar: 'سوق الثلاثاء' },
      mountain: { en: 'Jabal Sawda', ar: 'جبل السودة' },
      nature: { en: 'the Asir National Park', ar: 'منتزه عسير الوطني' },
      museum: { en: 'Rijal Almaa Heritage Village', ar: 'قرية رجال ألمع التراثية' },
      landmark: { en: 'the Abha Cable Car', ar: 'تلفريك أبها' },
      airport: { en: 'Abha International Airport', ar: 'مطار أبها الدولي' },
      transferTo: { en: 'Khamis Mushait', ar: 'خميس مشيط' },
    },
    pickupPoints: [
      {
        key: 'art-street',
        name: { en: 'Art Street', ar: 'شارع الفن' },
        address: { en: 'Art Street, Al Manhal, Abha', ar: 'شارع الفن، حي المنهل، أبها' },
      },
      {
        key: 'city-centre',
        name: { en: 'Abha city centre', ar: 'وسط مدينة أبها' },
        address: { en: 'King Faisal Road, Abha', ar: 'طريق الملك فيصل، أبها' },
      },
      {
        key: 'dam-lake',
        name: { en: 'Abha Dam Lake park', ar: 'منتزه بحيرة سد أبها' },
        address: { en: 'Dam Lake Road, Abha', ar: 'طريق بحيرة السد، أبها' },
      },
    ],
  },
  {
    cityId: 'taif',
    name: { en: 'Taif', ar: 'الطائف' },
    ...SA,
    aliases: ["Ta'if", 'At Taif', 'Al Taif', 'Ta’if', 'طايف', 'الطايف'],
    popularity: 70,
    lat: 21.2703,
    lng: 40.4158,
    costFactor: 0.85,
    redSea: false,
    motif: 'mountains',
    places: {
      heritage: { en: 'Shubra Palace', ar: 'قصر شبرا' },
      souq: { en: 'Souq Okaz', ar: 'سوق عكاظ' },
      mountain: { en: 'Al Hada Mountain', ar: 'جبل الهدا' },
      nature: { en: 'the rose farms of Al Hada', ar: 'مزارع الورد في الهدا' },
      museum: { en: 'the Shubra Palace Museum', ar: 'متحف قصر شبرا' },
      airport: { en: 'Taif International Airport', ar: 'مطار الطائف الدولي' },
      transferTo: { en: 'Jeddah', ar: 'جدة' },
    },
    pickupPoints: [
      {
        key: 'city-centre',
        name: { en: 'Taif city centre', ar: 'وسط مدينة الطائف' },
        address: { en: 'King Faisal Street, Taif', ar: 'شارع الملك فيصل، الطائف' },
      },
      {
        key: 'al-rudaf',
        name: { en: 'Al Rudaf Park', ar: 'منتزه الردف' },
        address: { en: 'Al Rudaf, Taif', ar: 'حي الردف، الطائف' },
      },
      {
        key: 'shubra-street',
        name: { en: 'Shubra Street hotels', ar: 'فنادق شارع شبرا' },
        address: { en: 'Shubra Street, Taif', ar: 'شارع شبرا، الطائف' },
      },
    ],
  },
  {
    cityId: 'al-khobar',
    name: { en: 'Al Khobar', ar: 'الخبر' },
    ...SA,
    aliases: ['Khobar', 'Al-Khobar', 'El Khobar', 'Alkhobar', 'خبر', 'الخبر'],
    popularity: 72,
    lat: 26.2172,
    lng: 50.1971,
    costFactor: 0.95,
    redSea: false,
    motif: 'sea',
    places: {
      sea: ARABIAN_GULF,
      marina: { en: 'the Khobar Corniche', ar: 'كورنيش الخبر' },
      beach: { en: 'Half Moon Bay', ar: 'شاطئ نصف القمر' },
      desert: { en: 'the Half Moon Bay dunes', ar: 'كثبان نصف القمر' },
      museum: { en: 'Ithra', ar: 'إثراء' },
      landmark: { en: 'the Khobar Water Tower', ar: 'برج المياه في الخبر' },
      airport: { en: 'King Fahd International Airport', ar: 'مطار الملك فهد الدولي' },
      transferTo: { en: 'Dammam', ar: 'الدمام' },
    },
    pickupPoints: [
      {
        key: 'al-rashid-mall',
        name: { en: 'Al Rashid Mall', ar: 'الراشد مول' },
        address: { en: 'King Abdulaziz Road, Al Khobar', ar: 'طريق الملك عبدالعزيز، الخبر' },
      },
      {
        key: 'corniche',
        name: { en: 'Khobar Corniche', ar: 'كورنيش الخبر' },
        address: { en: 'Corniche Road, Al Khobar', ar: 'طريق الكورنيش، الخبر' },
      },
      {
        key: 'prince-turki',
        name: { en: 'Prince Turki Street hotels', ar: 'فنادق شارع الأمير تركي' },
        address: { en: 'Prince Turki Street, Al Yarmouk, Al Khobar', ar: 'شارع الأمير تركي، حي اليرموك، الخبر' },
      },
    ],
  },
  {
    cityId: 'dammam',
    name: { en: 'Dammam', ar: 'الدمام' },
    ...SA,
    aliases: ['Ad Dammam', 'Ad-Dammam', 'Dammaam', 'دمام', 'الدمام'],
    popularity: 64,
    lat: 26.4207,
    lng: 50.0888,
    costFactor: 0.9,
    redSea: false,
    motif: 'sea',
    places: {
      sea: ARABIAN_GULF,
      marina: { en: 'the Dammam Corniche', ar: 'كورنيش الدمام' },
      island: { en: 'Marjan Island', ar: 'جزيرة المرجان' },
      beach: { en: 'Al Nakheel Beach', ar: 'شاطئ النخيل' },
      museum: { en: 'the Dammam Regional Museum', ar: 'متحف الدمام الإقليمي' },
      airport: { en: 'King Fahd International Airport', ar: 'مطار الملك فهد الدولي' },
      transferTo: { en: 'Al Ahsa', ar: 'الأحساء' },
    },
    pickupPoints: [
      {
        key: 'corniche',
        name: { en: 'Dammam Corniche', ar: 'كورنيش الدمام' },
        address: { en: 'Corniche Road, Al Shati, Dammam', ar: 'طريق الكورنيش، حي الشاطئ، الدمام' },
      },
      {
        key: 'othaim-mall',
        name: { en: 'Al Othaim Mall', ar: 'العثيم مول' },
        address: { en: 'Abu Bakr As Siddiq Road, Dammam', ar: 'طريق أبو بكر الصديق، الدمام' },
      },
      {
        key: 'king-saud-street',
        name: { en: 'King Saud Street hotels', ar: 'فنادق شارع الملك سعود' },
        address: { en: 'King Saud Street, Dammam', ar: 'شارع الملك سعود، الدمام' },
      },
    ],
  },
  {
    cityId: 'medina',
    name: { en: 'Medina', ar: 'المدينة المنورة' },
    ...SA,
    aliases: ['Madinah', 'Al Madinah', 'Madina', 'Al-Madinah Al-Munawwarah', 'المدينة', 'المدينه'],
    popularity: 80,
    lat: 24.5247,
    lng: 39.5692,
    costFactor: 0.9,
    redSea: false,
    motif: 'palms',
    places: {
      heritage: { en: 'the Hejaz Railway Station', ar: 'محطة سكة حديد الحجاز' },
      souq: { en: 'the Dates Market', ar: 'سوق التمور' },
      nature: { en: 'the Khaybar volcanic field', ar: 'حرة خيبر' },
      museum: { en: 'the Hejaz Railway Museum', ar: 'متحف سكة حديد الحجاز' },
      airport: { en: 'Prince Mohammad bin Abdulaziz International Airport', ar: 'مطار الأمير محمد بن عبدالعزيز الدولي' },
      transferTo: { en: 'AlUla', ar: 'العلا' },
    },
    pickupPoints: [
      {
        key: 'central-hotels',
        name: { en: 'Central area hotels', ar: 'فنادق المنطقة المركزية' },
        address: { en: 'King Faisal Road, Central Area, Medina', ar: 'طريق الملك فيصل، المنطقة المركزية، المدينة المنورة' },
      },
      {
        key: 'rashid-mega-mall',
        name: { en: 'Al Rashid Mega Mall', ar: 'الراشد ميجا مول' },
        address: { en: 'King Abdullah Road, Medina', ar: 'طريق الملك عبدالله، المدينة المنورة' },
      },
      {
        key: 'haramain-station',
        name: { en: 'Haramain railway station', ar: 'محطة قطار الحرمين' },
        address: { en: 'King Abdulaziz Road, Medina', ar: 'طريق الملك عبدالعزيز، المدينة المنورة' },
      },
    ],
  },
  {
    cityId: 'yanbu',
    name: { en: 'Yanbu', ar: 'ينبع' },
    ...SA,
    aliases: ['Yenbo', 'Yanbu Al Bahr', 'Yanbu al-Bahr', 'ينبع البحر', 'ينبع'],
    popularity: 58,
    lat: 24.0895,
    lng: 38.0618,
    costFactor: 0.9,
    redSea: true,
    motif: 'sea',
    places: {
      heritage: { en: 'Yanbu Old Town', ar: 'بلدة ينبع القديمة' },
      sea: RED_SEA,
      marina: { en: 'Sharm Yanbu Marina', ar: 'مرسى شرم ينبع' },
      beach: { en: 'the Yanbu Corniche', ar: 'كورنيش ينبع' },
      island: { en: 'the Yanbu coral islands', ar: 'جزر ينبع المرجانية' },
      airport: { en: 'Prince Abdul Mohsin bin Abdulaziz Airport', ar: 'مطار الأمير عبدالمحسن بن عبدالعزيز' },
      transferTo: { en: 'Medina', ar: 'المدينة المنورة' },
    },
    pickupPoints: [
      {
        key: 'corniche',
        name: { en: 'Yanbu Corniche', ar: 'كورنيش ينبع' },
        address: { en: 'Corniche Road, Yanbu Al Bahr', ar: 'طريق الكورنيش، ينبع البحر' },
      },
      {
        key: 'sharm-marina',
        name: { en: 'Sharm Yanbu Marina', ar: 'مرسى شرم ينبع' },
        address: { en: 'Sharm Yanbu, Yanbu', ar: 'شرم ينبع، ينبع' },
      },
      {
        key: 'royal-commission',
        name: { en: 'Yanbu Industrial City hotels', ar: 'فنادق مدينة ينبع الصناعية' },
        address: { en: 'Royal Commission District, Yanbu', ar: 'حي الهيئة الملكية، ينبع' },
      },
    ],
  },
  {
    cityId: 'tabuk',
    name: { en: 'Tabuk', ar: 'تبوك' },
    ...SA,
    aliases: ['Tabouk', 'NEOM', 'Neom', 'Tabuk NEOM', 'نيوم', 'تبوك'],
    popularity: 62,
    lat: 28.3835,
    lng: 36.5662,
    costFactor: 1.05,
    redSea: true,
    motif: 'mountains',
    places: {
      heritage: { en: 'Tabuk Castle', ar: 'قلعة تبوك' },
      sea: { en: 'Gulf of Aqaba', ar: 'خليج العقبة' },
      marina: { en: 'the Magna coast', ar: 'ساحل مقنا' },
      desert: { en: 'the Hisma Desert', ar: 'صحراء حسمى' },
      nature: { en: 'Wadi Disah', ar: 'وادي الديسة' },
      museum: { en: 'the Tabuk Hejaz Railway Station', ar: 'محطة سكة حديد الحجاز في تبوك' },
      airport: { en: 'Prince Sultan bin Abdulaziz Airport', ar: 'مطار الأمير سلطان بن عبدالعزيز' },
      transferTo: { en: 'the Magna coast', ar: 'ساحل مقنا' },
    },
    pickupPoints: [
      {
        key: 'city-centre',
        name: { en: 'Tabuk city centre', ar: 'وسط مدينة تبوك' },
        address: { en: 'Prince Fahd bin Sultan Road, Tabuk', ar: 'طريق الأمير فهد بن سلطان، تبوك' },
      },
      {
        key: 'tabuk-park',
        name: { en: 'Tabuk Park Mall', ar: 'تبوك بارك مول' },
        address: { en: 'King Abdulaziz Road, Tabuk', ar: 'طريق الملك عبدالعزيز، تبوك' },
      },
      {
        key: 'magna',
        name: { en: 'Magna village square', ar: 'ساحة قرية مقنا' },
        address: { en: 'Magna, Tabuk Province', ar: 'مقنا، منطقة تبوك' },
      },
    ],
  },
  {
    cityId: 'al-ahsa',
    name: { en: 'Al Ahsa', ar: 'الأحساء' },
    ...SA,
    aliases: ['Al-Ahsa', 'Al Hasa', 'Hofuf', 'Al Hofuf', 'الهفوف', 'الحسا', 'الاحساء'],
    popularity: 55,
    lat: 25.3833,
    lng: 49.5861,
    costFactor: 0.85,
    redSea: false,
    motif: 'palms',
    places: {
      heritage: { en: 'Ibrahim Palace', ar: 'قصر إبراهيم' },
      souq: { en: 'Al Qaisariya Souq', ar: 'سوق القيصرية' },
      desert: { en: 'the Al Asfar Lake dunes', ar: 'رمال بحيرة الأصفر' },
      nature: { en: 'Jabal Al Qarah', ar: 'جبل القارة' },
      airport: { en: 'Al Ahsa International Airport', ar: 'مطار الأحساء الدولي' },
      transferTo: { en: 'Dammam', ar: 'الدمام' },
    },
    pickupPoints: [
      {
        key: 'hofuf-centre',
        name: { en: 'Hofuf city centre', ar: 'وسط الهفوف' },
        address: { en: 'King Abdulaziz Street, Al Hofuf', ar: 'شارع الملك عبدالعزيز، الهفوف' },
      },
      {
        key: 'qaisariya',
        name: { en: 'Al Qaisariya Souq gate', ar: 'بوابة سوق القيصرية' },
        address: { en: 'Al Rifaah, Al Hofuf', ar: 'حي الرفعة، الهفوف' },
      },
      {
        key: 'al-mubarraz',
        name: { en: 'Al Mubarraz hotels', ar: 'فنادق المبرز' },
        address: { en: 'Dhahran Road, Al Mubarraz', ar: 'طريق الظهران، المبرز' },
      },
    ],
  },
  {
    cityId: 'dubai',
    name: { en: 'Dubai', ar: 'دبي' },
    ...AE,
    aliases: ['Dubayy', 'Dubai City', 'Doubai', 'دبى', 'دبي'],
    popularity: 100,
    lat: 25.2048,
    lng: 55.2708,
    costFactor: 1.2,
    redSea: false,
    motif: 'skyline',
    places: {
      heritage: { en: 'Al Fahidi Historical District', ar: 'حي الفهيدي التاريخي' },
      souq: { en: 'the Gold and Spice Souks', ar: 'سوق الذهب وسوق التوابل' },
      desert: { en: 'the Lahbab Red Dunes', ar: 'كثبان لهباب الحمراء' },
      sea: ARABIAN_GULF,
      marina: { en: 'Dubai Marina', ar: 'مرسى دبي' },
      beach: { en: 'Jumeirah Beach', ar: 'شاطئ جميرا' },
      island: { en: 'The World Islands', ar: 'جزر العالم' },
      museum: { en: 'the Museum of the Future', ar: 'متحف المستقبل' },
      landmark: { en: 'the Burj Khalifa observation deck', ar: 'منصة المشاهدة في برج خليفة' },
      themePark: { en: 'IMG Worlds of Adventure', ar: 'عالم آي إم جي للمغامرات' },
      waterPark: { en: 'Aquaventure Waterpark', ar: 'حديقة أكوافنتشر المائية' },
      airport: { en: 'Dubai International Airport', ar: 'مطار دبي الدولي' },
      transferTo: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    },
    pickupPoints: [
      {
        key: 'downtown',
        name: { en: 'Downtown Dubai hotels', ar: 'فنادق وسط مدينة دبي' },
        address: { en: 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai', ar: 'بوليفارد الشيخ محمد بن راشد، وسط مدينة دبي' },
      },
      {
        key: 'marina',
        name: { en: 'Dubai Marina Mall', ar: 'دبي مارينا مول' },
        address: { en: 'Sheikh Zayed Road, Dubai Marina', ar: 'شارع الشيخ زايد، مرسى دبي' },
      },
      {
        key: 'deira',
        name: { en: 'Deira City Centre', ar: 'ديرة سيتي سنتر' },
        address: { en: 'Al Garhoud, Deira, Dubai', ar: 'القرهود، ديرة، دبي' },
      },
    ],
  },
  {
    cityId: 'abu-dhabi',
    name: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    ...AE,
    aliases: ['Abu Zabi', 'Abu Dhaby', 'Abudhabi', 'أبو ظبي', 'ابوظبي', 'أبوظبي'],
    popularity: 94,
    lat: 24.4539,
    lng: 54.3773,
    costFactor: 1.15,
    redSea: false,
    motif: 'skyline',
    places: {
      heritage: { en: 'Qasr Al Hosn', ar: 'قصر الحصن' },
      souq: { en: 'the Central Market', ar: 'السوق المركزي' },
      desert: { en: 'the Al Khatim desert', ar: 'صحراء الختم' },
      sea: ARABIAN_GULF,
      marina: { en: 'Yas Marina', ar: 'مرسى ياس' },
      beach: { en: 'Saadiyat Beach', ar: 'شاطئ السعديات' },
      mangroves: { en: 'Mangrove National Park', ar: 'حديقة القرم الوطنية' },
      museum: { en: 'Louvre Abu Dhabi', ar: 'اللوفر أبوظبي' },
      landmark: { en: 'Qasr Al Watan', ar: 'قصر الوطن' },
      themePark: { en: 'Ferrari World Yas Island', ar: 'عالم فيراري جزيرة ياس' },
      waterPark: { en: 'Yas Waterworld', ar: 'ياس ووترورلد' },
      airport: { en: 'Zayed International Airport', ar: 'مطار زايد الدولي' },
      transferTo: { en: 'Dubai', ar: 'دبي' },
    },
    pickupPoints: [
      {
        key: 'corniche',
        name: { en: 'Corniche Road hotels', ar: 'فنادق شارع الكورنيش' },
        address: { en: 'Corniche Road, Al Khalidiyah, Abu Dhabi', ar: 'شارع الكورنيش، الخالدية، أبوظبي' },
      },
      {
        key: 'yas-island',
        name: { en: 'Yas Island hotels', ar: 'فنادق جزيرة ياس' },
        address: { en: 'Yas Plaza, Yas Island, Abu Dhabi', ar: 'ياس بلازا، جزيرة ياس، أبوظبي' },
      },
      {
        key: 'saadiyat',
        name: { en: 'Saadiyat Island hotels', ar: 'فنادق جزيرة السعديات' },
        address: { en: 'Saadiyat Cultural District, Abu Dhabi', ar: 'المنطقة الثقافية في السعديات، أبوظبي' },
      },
    ],
  },
  {
    cityId: 'sharjah',
    name: { en: 'Sharjah', ar: 'الشارقة' },
    ...AE,
    aliases: ['Sharja', 'Ash Shariqah', 'Al Sharjah', 'Shariqa', 'شارقة', 'الشارقه'],
    popularity: 78,
    lat: 25.3463,
    lng: 55.4209,
    costFactor: 0.95,
    redSea: false,
    motif: 'fort',
    places: {
      heritage: { en: 'the Heart of Sharjah', ar: 'قلب الشارقة' },
      souq: { en: 'the Blue Souk', ar: 'السوق الأزرق' },
      desert: { en: 'Mleiha', ar: 'مليحة' },
      sea: ARABIAN_GULF,
      marina: { en: 'Al Qasba', ar: 'القصباء' },
      beach: { en: 'Khor Fakkan Beach', ar: 'شاطئ خورفكان' },
      museum: { en: 'the Sharjah Art Museum', ar: 'متحف الشارقة للفنون' },
      landmark: { en: 'Al Noor Island', ar: 'جزيرة النور' },
      themePark: { en: 'Al Montazah Parks', ar: 'حدائق المنتزه' },
      airport: { en: 'Sharjah International Airport', ar: 'مطار الشارقة الدولي' },
      transferTo: { en: 'Dubai', ar: 'دبي' },
    },
    pickupPoints: [
      {
        key: 'al-majaz',
        name: { en: 'Al Majaz Waterfront', ar: 'واجهة المجاز المائية' },
        address: { en: 'Al Majaz 3, Sharjah', ar: 'المجاز 3، الشارقة' },
      },
      {
        key: 'al-qasba',
        name: { en: 'Al Qasba main gate', ar: 'البوابة الرئيسية للقصباء' },
        address: { en: 'Al Khan, Sharjah', ar: 'الخان، الشارقة' },
      },
      {
        key: 'sahara-centre',
        name: { en: 'Sahara Centre', ar: 'صحارى سنتر' },
        address: { en: 'Al Nahda, Sharjah', ar: 'النهدة، الشارقة' },
      },
    ],
  },
  {
    cityId: 'ras-al-khaimah',
    name: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
    ...AE,
    aliases: ['RAK', 'Ras al-Khaimah', 'Ras Al Khaima', 'Ras el Khaimah', 'راس الخيمة', 'رأس الخيمه'],
    popularity: 76,
    lat: 25.8007,
    lng: 55.9762,
    costFactor: 1,
    redSea: false,
    motif: 'mountains',
    places: {
      heritage: { en: 'Dhayah Fort', ar: 'قلعة ضاية' },
      desert: { en: 'the Al Wadi desert', ar: 'صحراء الوادي' },
      mountain: { en: 'Jebel Jais', ar: 'جبل جيس' },
      sea: ARABIAN_GULF,
      marina: { en: 'Al Hamra Marina', ar: 'مرسى الحمراء' },
      beach: { en: 'Al Marjan Island', ar: 'جزيرة المرجان' },
      museum: { en: 'the National Museum of Ras Al Khaimah', ar: 'المتحف الوطني في رأس الخيمة' },
      airport: { en: 'Ras Al Khaimah International Airport', ar: 'مطار رأس الخيمة الدولي' },
      transferTo: { en: 'Dubai', ar: 'دبي' },
    },
    pickupPoints: [
      {
        key: 'al-hamra',
        name: { en: 'Al Hamra Village hotels', ar: 'فنادق قرية الحمراء' },
        address: { en: 'Al Hamra Village, Ras Al Khaimah', ar: 'قرية الحمراء، رأس الخيمة' },
      },
      {
        key: 'marjan',
        name: { en: 'Al Marjan Island resorts', ar: 'منتجعات جزيرة المرجان' },
        address: { en: 'Al Marjan Island, Ras Al Khaimah', ar: 'جزيرة المرجان، رأس الخيمة' },
      },
      {
        key: 'manar-mall',
        name: { en: 'Manar Mall', ar: 'منار مول' },
        address: { en: 'Al Nakheel, Ras Al Khaimah', ar: 'النخيل، رأس الخيمة' },
      },
    ],
  },
  {
    cityId: 'fujairah',
    name: { en: 'Fujairah', ar: 'الفجيرة' },
    ...AE,
    aliases: ['Fujeirah', 'Al Fujairah', 'Fujaira', 'فجيرة', 'الفجيره'],
    popularity: 66,
    lat: 25.1288,
    lng: 56.3265,
    costFactor: 0.95,
    redSea: false,
    motif: 'sea',
    places: {
      heritage: { en: 'Fujairah Fort', ar: 'قلعة الفجيرة' },
      mountain: { en: 'the Hajar Mountains', ar: 'جبال الحجر' },
      sea: { en: 'Gulf of Oman', ar: 'خليج عمان' },
      marina: { en: 'Dibba harbour', ar: 'ميناء دبا' },
      beach: { en: 'Al Aqah Beach', ar: 'شاطئ العقة' },
      island: { en: 'Snoopy Island', ar: 'جزيرة سنوبي' },
      nature: { en: 'Wadi Wurayah', ar: 'وادي الوريعة' },
      museum: { en: 'the Fujairah Museum', ar: 'متحف الفجيرة' },
      airport: { en: 'Fujairah International Airport', ar: 'مطار الفجيرة الدولي' },
      transferTo: { en: 'Dubai', ar: 'دبي' },
    },
    pickupPoints: [
      {
        key: 'al-aqah',
        name: { en: 'Al Aqah beach resorts', ar: 'منتجعات شاطئ العقة' },
        address: { en: 'Al Aqah, Fujairah', ar: 'العقة، الفجيرة' },
      },
      {
        key: 'city-centre',
        name: { en: 'Fujairah City Centre', ar: 'الفجيرة سيتي سنتر' },
        address: { en: 'Sheikh Khalifa bin Zayed Road, Fujairah', ar: 'شارع الشيخ خليفة بن زايد، الفجيرة' },
      },
      {
        key: 'dibba',
        name: { en: 'Dibba harbour gate', ar: 'بوابة ميناء دبا' },
        address: { en: 'Dibba Al Fujairah', ar: 'دبا الفجيرة' },
      },
    ],
  },
  {
    cityId: 'ajman',
    name: { en: 'Ajman', ar: 'عجمان' },
    ...AE,
    aliases: ['Ajmān', 'Ajman City', 'Ujman', 'عجمان'],
    popularity: 52,
    lat: 25.4052,
    lng: 55.5136,
    costFactor: 0.85,
    redSea: false,
    motif: 'palms',
    places: {
      heritage: { en: 'Ajman Fort', ar: 'حصن عجمان' },
      sea: ARABIAN_GULF,
      marina: { en: 'Ajman Marina', ar: 'مرسى عجمان' },
      beach: { en: 'Ajman Corniche Beach', ar: 'شاطئ كورنيش عجمان' },
      mangroves: { en: 'Al Zorah Nature Reserve', ar: 'محمية الزوراء الطبيعية' },
      museum: { en: 'the Ajman Museum', ar: 'متحف عجمان' },
      airport: { en: 'Sharjah International Airport', ar: 'مطار الشارقة الدولي' },
      transferTo: { en: 'Dubai', ar: 'دبي' },
    },
    pickupPoints: [
      {
        key: 'corniche',
        name: { en: 'Ajman Corniche hotels', ar: 'فنادق كورنيش عجمان' },
        address: { en: 'Corniche Street, Ajman', ar: 'شارع الكورنيش، عجمان' },
      },
      {
        key: 'city-centre',
        name: { en: 'City Centre Ajman', ar: 'سيتي سنتر عجمان' },
        address: { en: 'Sheikh Khalifa bin Zayed Street, Ajman', ar: 'شارع الشيخ خليفة بن زايد، عجمان' },
      },
      {
        key: 'al-zorah',
        name: { en: 'Al Zorah marina gate', ar: 'بوابة مرسى الزوراء' },
        address: { en: 'Al Zorah, Ajman', ar: 'الزوراء، عجمان' },
      },
    ],
  },
  {
    cityId: 'al-ain',
    name: { en: 'Al Ain', ar: 'العين' },
    ...AE,
    aliases: ['Al-Ain', 'El Ain', 'Alain', 'Garden City', 'مدينة العين', 'العين'],
    popularity: 68,
    lat: 24.2075,
    lng: 55.7447,
    costFactor: 0.95,
    redSea: false,
    motif: 'palms',
    places: {
      heritage: { en: 'Al Jahili Fort', ar: 'قلعة الجاهلي' },
      souq: { en: 'the Al Ain Camel Market', ar: 'سوق الإبل في العين' },
      desert: { en: "the Al Qua'a desert", ar: 'صحراء القوع' },
      mountain: { en: 'Jebel Hafeet', ar: 'جبل حفيت' },
      nature: { en: 'the Al Ain Oasis', ar: 'واحة العين' },
      museum: { en: 'the Al Ain Palace Museum', ar: 'متحف قصر العين' },
      themePark: { en: 'Wadi Adventure', ar: 'وادي أدفنتشر' },
      airport: { en: 'Al Ain International Airport', ar: 'مطار العين الدولي' },
      transferTo: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    },
    pickupPoints: [
      {
        key: 'al-ain-mall',
        name: { en: 'Al Ain Mall', ar: 'العين مول' },
        address: { en: 'Othman bin Affan Street, Al Ain', ar: 'شارع عثمان بن عفان، العين' },
      },
      {
        key: 'oasis-gate',
        name: { en: 'Al Ain Oasis east gate', ar: 'البوابة الشرقية لواحة العين' },
        address: { en: 'Al Mutawaa, Al Ain', ar: 'المطوع، العين' },
      },
      {
        key: 'hafeet-hotels',
        name: { en: 'Jebel Hafeet hotels', ar: 'فنادق جبل حفيت' },
        address: { en: 'Jebel Hafeet Road, Al Ain', ar: 'طريق جبل حفيت، العين' },
      },
    ],
  },
];
