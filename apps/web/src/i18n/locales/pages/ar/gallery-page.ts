import type { PageTexts } from "../../en";

/** The Arabic of ../en/gallery-page; the type makes a missing key a compile error. */
export const gallerypage: PageTexts["gallerypage"] = {
  title: "معرض الصور",
  subtitle: "لحظات من المخيم والكثبان والجبال.",
  selectorLabel: "اختر صورة",
  gridHeading: "كل الصور",
  open: "افتح {{alt}} بالحجم الكامل",
  close: "إغلاق",
  previous: "الصورة السابقة",
  next: "الصورة التالية",
  position: "{{current}} من {{total}}",
  empty: "لا توجد صور بعد.",
  loadError: "تعذر تحميل الصور. يرجى المحاولة لاحقاً.",
};
