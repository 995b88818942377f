import type { PageTexts } from "../../en";

/** The Arabic of ../en/field-messages; the type makes a missing key a compile error. */
export const fieldMessages: PageTexts["fieldMessages"] = {
  wholeNumber: "يجب أن يكون {{field}} عدداً صحيحاً",
  atLeast: "يجب ألا يقل {{field}} عن {{min}}",
  atMost: "يجب ألا يزيد {{field}} عن {{max}}",
  between: "يجب أن يكون {{field}} من {{min}} إلى {{max}}",
  date: "{{field}}: أدخل التاريخ بالصيغة YYYY-MM-DD",
};
