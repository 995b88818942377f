import type { PageTexts } from "../../en";

/** The Arabic of ../en/extras; the type makes a missing key a compile error. */
export const extras: PageTexts["extras"] = { heading: "الأنشطة" };
