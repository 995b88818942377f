import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";

/**
 * The starter catalogue: realistic figures in AED and texts in English and Arabic. The resort edits
 * them through the admin calls; the seed never overwrites what exists.
 */
export const seedRoomTypes = [
  {
    roomType: "master" as const,
    title: unitTypeNames.en.master.one,
    titleAr: unitTypeNames.ar.master.one,
    pricingMinor: 95_000,
    totalRooms: 6,
    capacity: 4,
    facilities: [
      "King-size bed",
      "Private bathroom with rain shower",
      "Air conditioning",
      "Mountain-view terrace",
      "Free Wi-Fi",
      "Mini fridge",
      "Arabic coffee and tea set",
      "Daily housekeeping",
    ],
    facilitiesAr: [
      "سرير بحجم كبير",
      "حمام خاص مع دش مطري",
      "تكييف هواء",
      "تراس بإطلالة على الجبال",
      "إنترنت لاسلكي مجاني",
      "ثلاجة صغيرة",
      "طقم قهوة عربية وشاي",
      "تنظيف يومي للغرفة",
    ],
  },
  {
    roomType: "kids" as const,
    title: unitTypeNames.en.kids.one,
    titleAr: unitTypeNames.ar.kids.one,
    pricingMinor: 65_000,
    totalRooms: 4,
    capacity: 3,
    facilities: [
      "Bunk beds and a single bed",
      "Private bathroom",
      "Air conditioning",
      "Play corner with games",
      "Connecting door to the master room",
      "Night lights",
      "Free Wi-Fi",
      "Daily housekeeping",
    ],
    facilitiesAr: [
      "أسرّة بطابقين وسرير فردي",
      "حمام خاص",
      "تكييف هواء",
      "ركن ألعاب",
      "باب متصل بالغرفة الرئيسية",
      "إضاءة ليلية",
      "إنترنت لاسلكي مجاني",
      "تنظيف يومي للغرفة",
    ],
  },
];

export const seedCamps = [
  {
    slug: "desert-camp",
    title: unitTypeNames.en.camp.one,
    titleAr: unitTypeNames.ar.camp.one,
    pricingMinor: 45_000,
    totalCamps: 10,
    maxGuests: 16,
    facilities: [
      "Traditional majlis seating",
      "Carpets and cushions",
      "Camp beds with fresh linen",
      "Lanterns and solar lights",
      "Shared shower and toilet block",
      "Bonfire pit",
      "BBQ setup",
      "Stargazing deck",
    ],
    facilitiesAr: [
      "جلسة مجلس تقليدية",
      "سجاد ووسائد",
      "أسرّة تخييم بمفارش نظيفة",
      "فوانيس وإضاءة شمسية",
      "دورات مياه ومرشات مشتركة",
      "موقد نار",
      "تجهيزات شواء",
      "منصة لمراقبة النجوم",
    ],
  },
];

export const seedParking = {
  slug: "caravan",
  title: "Caravan Parking",
  titleAr: "مواقف الكرفانات",
  subtitle: "Serviced spots at the foot of the Hajar mountains",
  subtitleAr: "مواقف مخدومة عند سفح جبال الحجر",
  description:
    "Bring your caravan or motorhome and stay on level, marked spots with power, water and the camp's facilities a short walk away.",
  descriptionAr:
    "أحضر الكرفان أو البيت المتنقل وأقم في مواقف مستوية ومحددة مزودة بالكهرباء والماء، مع مرافق المخيم على بعد خطوات.",
  widthMetres: 4.5,
  lengthMetres: 12,
  weekdayMinor: 15_000,
  weekendMinor: 20_000,
  totalSlots: 8,
  facilities: [
    "16 A electricity hook-up",
    "Fresh water point",
    "Grey-water disposal",
    "Shower and toilet block",
    "24/7 security",
    "Level, marked spot",
    "BBQ area",
    "Access to camp activities",
  ],
  facilitiesAr: [
    "توصيلة كهرباء 16 أمبير",
    "نقطة مياه عذبة",
    "تصريف المياه الرمادية",
    "دورات مياه ومرشات",
    "حراسة على مدار الساعة",
    "موقف مستوٍ ومحدد",
    "منطقة شواء",
    "المشاركة في أنشطة المخيم",
  ],
};

/** Pictures shipped in apps/server/seed/pictures, by file stem. */
export const seedGallery = [
  { picture: "desert-sunset", alt: "Sunset over the dunes", altAr: "غروب الشمس فوق الكثبان" },
  { picture: "camp-at-dusk", alt: "The camp's tents at dusk", altAr: "خيام المخيم عند الغسق" },
  { picture: "hajar-mountains", alt: "The Hajar mountains at dawn", altAr: "جبال الحجر عند الفجر" },
  { picture: "deluxe-room", alt: "A deluxe room", altAr: "غرفة فاخرة" },
  { picture: "kids-play-area", alt: "The kids play area", altAr: "منطقة ألعاب الأطفال" },
  { picture: "caravan-parking", alt: "Caravan parking spots", altAr: "مواقف الكرفانات" },
  { picture: "starry-night", alt: "The Milky Way above the camp", altAr: "درب التبانة فوق المخيم" },
  { picture: "bonfire", alt: "An evening bonfire", altAr: "نار المخيم في المساء" },
];

export const seedInstagram = [
  { picture: "camp-at-dusk-square", alt: "Tents glowing at dusk", altAr: "الخيام تتوهج عند الغسق" },
  { picture: "desert-sunset-square", alt: "Desert sunset", altAr: "غروب الصحراء" },
  {
    picture: "starry-night-square",
    alt: "Night sky over the dunes",
    altAr: "سماء الليل فوق الكثبان",
  },
  { picture: "bonfire-square", alt: "Bonfire night", altAr: "ليلة حول النار" },
  { picture: "hajar-mountains-square", alt: "Mountain morning", altAr: "صباح الجبال" },
  { picture: "kids-play-area-square", alt: "Fun for the kids", altAr: "مرح للأطفال" },
];

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * The six activities of /Activites (texts as the page has them) and a BBQ setup, sold as extras
 * (docs/decisions/021). Prices in fils, per person or per group; capacity per day.
 */
export const seedExtras = [
  {
    slug: "mountain-hiking",
    picture: "hajar-mountains",
    name: "Mountain hiking",
    nameAr: "المشي في الجبال",
    description:
      "Guided walks of two to four hours on the trails of the Hajar mountains, with views over the wadis and a tea stop at the top. Suitable for beginners; sturdy shoes recommended.",
    descriptionAr:
      "جولات مشي بصحبة مرشد لمدة ساعتين إلى أربع ساعات على مسارات جبال الحجر، مع إطلالات على الأودية واستراحة شاي في القمة. مناسبة للمبتدئين؛ ننصح بحذاء متين.",
    priceType: "person" as const,
    priceMinor: 12_000,
    dailyCapacity: 20,
    days: EVERY_DAY,
    sortOrder: 1,
  },
  {
    slug: "horse-riding",
    picture: "desert-sunset",
    name: "Horse riding",
    nameAr: "ركوب الخيل",
    description:
      "Ride along the dunes at sunrise or sunset with our experienced handlers. Gentle horses for beginners and longer rides for confident riders.",
    descriptionAr:
      "اركب على امتداد الكثبان عند الشروق أو الغروب مع مدربينا ذوي الخبرة. خيول هادئة للمبتدئين وجولات أطول للفرسان الواثقين.",
    priceType: "person" as const,
    priceMinor: 25_000,
    dailyCapacity: 8,
    // The horses rest on Mondays and Wednesdays.
    days: [0, 2, 4, 5, 6],
    sortOrder: 2,
  },
  {
    slug: "car-safari",
    picture: "caravan-parking",
    name: "Car safari",
    nameAr: "رحلة سفاري بالسيارة",
    description:
      "Dune bashing in a 4x4 with a professional driver, a stop for sandboarding and photos at the top of the highest dune.",
    descriptionAr:
      "تطعيس بسيارة دفع رباعي مع سائق محترف، وتوقف للتزلج على الرمال والتصوير في قمة أعلى كثيب.",
    priceType: "person" as const,
    priceMinor: 30_000,
    dailyCapacity: 12,
    days: EVERY_DAY,
    sortOrder: 3,
  },
  {
    slug: "bonfire",
    picture: "bonfire",
    name: "Bonfire",
    nameAr: "نار المخيم",
    description:
      "Every evening we light the fire in the middle of the camp: Arabic coffee, dates, stories and music until late. Book a private fire for your group.",
    descriptionAr:
      "كل مساء نشعل النار في وسط المخيم: قهوة عربية وتمر وحكايات وموسيقى حتى وقت متأخر. احجز ناراً خاصة لمجموعتك.",
    priceType: "group" as const,
    priceMinor: 40_000,
    dailyCapacity: 4,
    days: EVERY_DAY,
    sortOrder: 4,
  },
  {
    slug: "stargazing",
    picture: "starry-night",
    name: "Stargazing",
    nameAr: "مراقبة النجوم",
    description:
      "Far from the city lights, the Milky Way is bright on clear nights. Our guide brings a telescope and tells the stories of the stars.",
    descriptionAr:
      "بعيداً عن أضواء المدينة، يظهر درب التبانة بوضوح في الليالي الصافية. يحضر مرشدنا تلسكوباً ويروي حكايات النجوم.",
    priceType: "person" as const,
    priceMinor: 15_000,
    dailyCapacity: 15,
    days: EVERY_DAY,
    sortOrder: 5,
  },
  {
    slug: "camping",
    picture: "camp-at-dusk",
    name: "Camping",
    nameAr: "التخييم",
    description:
      "Spend a night in a Bedouin tent with your family or friends: dinner around the fire, a night under the stars and breakfast at sunrise.",
    descriptionAr:
      "اقضِ ليلة في خيمة بدوية مع عائلتك أو أصدقائك: عشاء حول النار، وليلة تحت النجوم، وإفطار عند الشروق.",
    priceType: "group" as const,
    priceMinor: 60_000,
    dailyCapacity: 3,
    // Thursday to Saturday nights.
    days: [4, 5, 6],
    sortOrder: 6,
  },
  {
    slug: "bbq-setup",
    picture: "bonfire",
    name: "BBQ setup",
    nameAr: "تجهيز الشواء",
    description:
      "A grill by your tent with charcoal, tools, a table and lanterns, set up before sunset; bring your own food or ask us for a meat and vegetable box.",
    descriptionAr:
      "شواية بجوار خيمتك مع الفحم والأدوات وطاولة وفوانيس، نجهزها قبل الغروب؛ أحضر طعامك أو اطلب منا صندوق لحوم وخضار.",
    priceType: "group" as const,
    priceMinor: 35_000,
    dailyCapacity: 6,
    days: EVERY_DAY,
    sortOrder: 7,
  },
];
