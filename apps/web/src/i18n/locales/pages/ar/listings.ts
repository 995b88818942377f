import type { PageTexts } from "../../en";

/** The Arabic of ../en/listings; the type makes a missing key a compile error. */
export const listings: PageTexts["listings"] = {
  title: "احجز إقامتك الآن",
  subtitle: "بيوت وغرف لقضاء العطلات بالقرب من المنتجع، لمن يريد مكاناً خاصاً به.",
  source:
    "تأتي هذه العروض من خدمة خارجية لتأجير بيوت العطلات. يُفتح كل عرض على موقع تلك الخدمة، حيث يتم الحجز والدفع.",
  opensInNewTab: "(يُفتح في علامة تبويب جديدة)",
  ratingNew: "جديد",
  ratingNewLabel: "عرض جديد، لم يُقيَّم بعد",
  ratingLabel: "التقييم {{rating}} من 5",
  reviews_zero: "لا توجد مراجعات بعد",
  reviews_one: "مراجعة واحدة",
  reviews_two: "مراجعتان",
  reviews_few: "{{formatted}} مراجعات",
  reviews_many: "{{formatted}} مراجعة",
  reviews_other: "{{formatted}} مراجعة",
  beds_zero: "لا توجد أسرّة",
  beds_one: "سرير واحد",
  beds_two: "سريران",
  beds_few: "{{formatted}} أسرّة",
  beds_many: "{{formatted}} سريراً",
  beds_other: "{{formatted}} سرير",
  roomTypes: {
    entireHome: "منزل كامل",
    entireCabin: "كوخ كامل",
    entireVilla: "فيلا كاملة",
    privateRoom: "غرفة خاصة",
    sharedRoom: "غرفة مشتركة",
    hotelRoom: "غرفة فندقية",
    tent: "خيمة",
    camper: "كرفان أو عربة تخييم",
  },
  loading: "جارٍ تحميل أماكن الإقامة…",
  loadError:
    "تعذر تحميل أماكن الإقامة الآن. قد تكون خدمة التأجير مشغولة؛ يرجى المحاولة مرة أخرى بعد قليل.",
  tryAgain: "حاول مرة أخرى",
  retrying: "جارٍ إعادة المحاولة…",
  empty: "لا توجد أماكن إقامة معروضة حالياً. يرجى التحقق لاحقاً.",
};
