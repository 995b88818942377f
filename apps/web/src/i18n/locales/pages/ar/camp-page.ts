import type { PageTexts } from "../../en";

/** The Arabic of ../en/camp-page; the type makes a missing key a compile error. */
export const camppage: PageTexts["camppage"] = {
  title: "خيام التخييم",
  subtitle: "خيام بدوية تقليدية تحت النجوم",
  description:
    "خيامنا مصممة للمجموعات والأصدقاء: مجلس للجلوس معاً، وأسرّة تخييم بمفارش نظيفة، وفوانيس، وموقد نار أمام الباب. تتسع كل خيمة لستة عشر ضيفاً.",
  featuresHeading: "ما تحتويه كل خيمة",
  features: [
    "جلسة مجلس تقليدية",
    "أسرّة تخييم بمفارش نظيفة",
    "سجاد ووسائد",
    "فوانيس وإضاءة شمسية",
    "موقد نار في الخارج",
    "تجهيزات شواء",
    "مرشات ودورات مياه مشتركة قريبة",
    "الإفطار مشمول",
  ],
  galleryHeading: "حول المخيم",
  priceLabel: "ابتداءً من {{price}} لليلة",
  // The tent's capacity (the catalogue's guests per tent); a booking's limit is on the form.
  maxGuests_zero: "تتسع كل خيمة لـ {{count}} ضيف",
  maxGuests_one: "تتسع كل خيمة لضيف واحد",
  maxGuests_two: "تتسع كل خيمة لضيفين",
  maxGuests_few: "تتسع كل خيمة لما يصل إلى {{count}} ضيوف",
  maxGuests_many: "تتسع كل خيمة لما يصل إلى {{count}} ضيفاً",
  maxGuests_other: "تتسع كل خيمة لما يصل إلى {{count}} ضيف",
  // The counted noun agrees with the total: خيمة واحدة، خيمتان، 3-10 خيام، 11-99 خيمة، 100+ خيمة.
  available_zero: "لا خيام متاحة الليلة",
  available_one: "{{free}} من خيمة واحدة متاحة الليلة",
  available_two: "{{free}} من خيمتين متاحتين الليلة",
  available_few: "{{free}} من {{total}} خيام متاحة الليلة",
  available_many: "{{free}} من {{total}} خيمة متاحة الليلة",
  available_other: "{{free}} من {{total}} خيمة متاحة الليلة",
  bookNow: "احجز الآن",
};
