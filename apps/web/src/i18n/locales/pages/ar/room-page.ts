import type { PageTexts } from "../../en";

/** The Arabic of ../en/room-page; the type makes a missing key a compile error. */
export const roompage: PageTexts["roompage"] = {
  title: "الغرفة الفاخرة",
  subtitle: "راحة للعائلات على بعد خطوة من الكثبان",
  description:
    "غرفنا الفاخرة مصممة للعائلات: غرفة رئيسية بسرير كبير وتراس يطل على الجبال، وغرفة أطفال بأسرّة بطابقين متصلة بها. في كلتيهما تكييف وحمام خاص.",
  featuresHeading: "في كل غرفة فاخرة",
  features: [
    "سرير كبير أو أسرّة بطابقين",
    "حمام خاص مع دش مطري",
    "تكييف هواء",
    "تراس بإطلالة على الجبال",
    "إنترنت لاسلكي مجاني",
    "ثلاجة صغيرة",
    "طقم قهوة عربية وشاي",
    "تنظيف يومي للغرفة",
  ],
  galleryHeading: "من الداخل والخارج",
  priceLabel: "{{title}}: {{price}} لليلة",
  capacity: "حتى {{count}} ضيوف في الغرفة",
  available: "{{free}} من {{total}} متاحة الليلة",
  bookNow: "احجز الآن",
};
