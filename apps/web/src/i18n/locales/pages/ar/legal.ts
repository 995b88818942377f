import type { PageTexts } from "../../en";

/** The Arabic of ../en/legal; the type makes a missing key a compile error. */
export const legal: PageTexts["legal"] = {
  updated: "آخر تحديث:",
  contents: "المحتويات",
  termsSummary:
    "ما توافق عليه عند حجز إقامة في منتجع مخيم الصحراء: الأسعار شاملة ضريبة القيمة المضافة ورسم درهم السياحة، والدفع والإلغاء والتعديل وإقامتك.",
  privacySummary:
    "ما يحتفظ به منتجع مخيم الصحراء عنك، ولماذا، ولأي مدة، وكيف تحصل على نسخة منه أو تطلب حذفه، وفق قانون حماية البيانات الشخصية في الإمارات.",
};
