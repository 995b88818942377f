import type { PageTexts } from "../../en";

/** The Arabic of ../en/parking-page; the type makes a missing key a compile error. */
export const parkingpage: PageTexts["parkingpage"] = {
  title: "مواقف الكرفانات",
  subtitle: "مواقف مخدومة عند سفح جبال الحجر",
  description:
    "أحضر الكرفان أو البيت المتنقل وأقم في موقف مستوٍ ومحدد مزود بالكهرباء والماء، مع مرشات المخيم ونار السمر والأنشطة على بعد خطوات.",
  featuresHeading: "في كل موقف",
  features: [
    "توصيلة كهرباء 16 أمبير",
    "نقطة مياه عذبة",
    "تصريف المياه الرمادية",
    "دورات مياه ومرشات",
    "حراسة على مدار الساعة",
    "موقف مستوٍ ومحدد",
    "منطقة شواء",
    "المشاركة في أنشطة المخيم",
  ],
  galleryHeading: "منطقة المواقف",
  dimensions: "مساحة الموقف: {{size}}",
  size: "{{width}} م × {{length}} م",
  weekday: "أيام الأسبوع: {{price}} لليلة",
  weekend: "عطلة نهاية الأسبوع (الوصول {{days}}): {{price}} لليلة",
  weekendUnknown: "عطلة نهاية الأسبوع: {{price}}",
  // The counted noun agrees with the total: موقف واحد، موقفان، 3-10 مواقف، 11-99 موقفًا، 100+ موقف.
  available_zero: "لا مواقف متاحة الليلة",
  available_one: "{{free}} من موقف واحد متاح الليلة",
  available_two: "{{free}} من موقفين متاحين الليلة",
  available_few: "{{free}} من {{total}} مواقف متاحة الليلة",
  available_many: "{{free}} من {{total}} موقفًا متاحًا الليلة",
  available_other: "{{free}} من {{total}} موقف متاح الليلة",
  unavailable: "التفاصيل غير متوفرة حالياً",
  notAvailable: "غير متوفر",
  bookNow: "احجز الآن",
};
