import { unitTypeNames } from "@camp/shared/catalogue/unit-type-names";
import type { PageTexts } from "../../en";

/** The Arabic of ../en/prices; the type makes a missing key a compile error. */
export const prices: PageTexts["prices"] = {
  line: "{{service}} × {{quantity}}: {{perNight}} لليلة",
  run: "{{dates}}: {{nights}} × {{amount}} لليلة",
  unitsNight: "{{units}} × {{amount}} للوحدة",
  spotsNight_zero: "{{amount}} بلا مواقف",
  spotsNight_one: "{{amount}} لموقف واحد",
  spotsNight_two: "{{amount}} لموقفين معاً",
  spotsNight_few: "{{amount}} لـ{{formatted}} مواقف معاً",
  spotsNight_many: "{{amount}} لـ{{formatted}} موقفاً معاً",
  spotsNight_other: "{{amount}} لـ{{formatted}} موقف معاً",
  togetherNight: "{{amount}} للوحدات الـ{{units}} معاً",
  unitsLine: "{{service}} × {{quantity}}: {{perUnit}} للوحدة لليلة",
  nights_zero: "لا ليالٍ",
  nights_one: "ليلة واحدة",
  nights_two: "ليلتان",
  nights_few: "{{formatted}} ليالٍ",
  nights_many: "{{formatted}} ليلة",
  nights_other: "{{formatted}} ليلة",
  unitsHeading: "{{service}} (العدد: {{quantity}})",
  nightsHeading: "لياليك",
  discount: "رمز الخصم {{code}}",
  discountNoCode: "رمز الخصم",
  tourismFee: "رسوم درهم السياحة",
  vatIncluded: "ضريبة القيمة المضافة المشمولة ({{rate}})",
  inclVat: "شامل ضريبة القيمة المضافة",
  inclVatSuffix: "، شامل ضريبة القيمة المضافة",
  totalCharged: "إجمالي المبلغ المحصّل",
  pricesIncludeVat: "الأسعار شاملة ضريبة القيمة المضافة",
  extraLine: {
    person: "{{name}}، {{date}}: {{quantity}} × {{unitPrice}} للشخص",
    group: "{{name}}، {{date}}: {{quantity}} × {{unitPrice}} للمجموعة",
  },
  services: {
    room_master: unitTypeNames.ar.master.one,
    room_kids: unitTypeNames.ar.kids.one,
    camp: unitTypeNames.ar.camp.one,
    parking: unitTypeNames.ar.parking.one,
  },
};
