import type { PageTexts } from "../../en";

/** The Arabic of ../en/confirmation-page; the type makes a missing key a compile error. */
export const confirmationpage: PageTexts["confirmationpage"] = {
  title: "شكراً لك",
  heading: "شكراً لحجزك!",
  text: "إليك تفاصيل إقامتك. يمكنك الاطلاع عليها في أي وقت في حجوزاتي.",
  reference: "رقم الحجز",
  service: "الحجز",
  checkIn: "تاريخ الوصول",
  checkOut: "تاريخ المغادرة",
  units: "الوحدات",
  total: "الإجمالي",
  noDetails: "لا تتوفر تفاصيل الحجز.",
  backHome: "العودة إلى الصفحة الرئيسية",
  myBookings: "حجوزاتي",
  request: {
    heading: "شكراً لطلبك!",
    text: "طلبك الآن لدى المنتجع. إليك تفاصيله، ويمكنك متابعته في حجوزاتي.",
    awaitingTitle: "بانتظار قرار المنتجع",
    why: "بعض ليالي إقامتك تحتاج إلى تأكيد المنتجع، لذلك هذا طلب حجز وليس حجزاً مؤكداً بعد.",
    card: "تم تفويض بطاقتك بمبلغ {{amount}}، وهو محجوز عليها ولم يُخصم.",
    next: "يقرر المنتجع خلال {{hours}} ساعة. إذا أكّد الطلب يُخصم المبلغ من بطاقتك ويتأكد حجزك، وإذا رفضه يُلغى حجز المبلغ على بطاقتك ولا يُخصم شيء. سنراسلك في الحالتين.",
    service: "الطلب",
    status: "الحالة",
    statusValue: "بانتظار قرار المنتجع",
    total: "مفوَّض دون خصم",
  },
};
