/**
 * The starter catalogue: realistic figures in AED and texts in English and Arabic. The resort edits
 * them through the admin calls; the seed never overwrites what exists.
 */
export const seedRoomTypes = [
  {
    roomType: "master" as const,
    title: "Master Deluxe Room",
    titleAr: "الغرفة الرئيسية الفاخرة",
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
    title: "Kids Deluxe Room",
    titleAr: "غرفة الأطفال الفاخرة",
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
    title: "Bedouin Camp Tent",
    titleAr: "خيمة المخيم البدوي",
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
