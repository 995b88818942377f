import type { PageTexts } from "../../en";

/** The Arabic of ../en/activity-page; the type makes a missing key a compile error. */
export const activitypage: PageTexts["activitypage"] = {
  heading: "أشياء يمكنك القيام بها",
  subheading: "أيام في الجبال وأمسيات حول النار.",
  pickerLabel: "الأنشطة",
  activities: [
    {
      key: "hiking",
      actName: "المشي في الجبال",
      actimg: "hiking",
      actdetails:
        "جولات مشي بصحبة مرشد لمدة ساعتين إلى أربع ساعات على مسارات جبال الحجر، مع إطلالات على الأودية واستراحة شاي في القمة. مناسبة للمبتدئين؛ ننصح بحذاء متين.",
    },
    {
      key: "horseriding",
      actName: "ركوب الخيل",
      actimg: "horseriding",
      actdetails:
        "اركب على امتداد الكثبان عند الشروق أو الغروب مع مدربينا ذوي الخبرة. خيول هادئة للمبتدئين وجولات أطول للفرسان الواثقين.",
    },
    {
      key: "carsafari",
      actName: "رحلة سفاري بالسيارة",
      actimg: "carsafari",
      actdetails:
        "تطعيس بسيارة دفع رباعي مع سائق محترف، وتوقف للتزلج على الرمال والتصوير في قمة أعلى كثيب.",
    },
    {
      key: "bonefire",
      actName: "نار المخيم",
      actimg: "bonefire",
      actdetails:
        "كل مساء نشعل النار في وسط المخيم: قهوة عربية وتمر وحكايات وموسيقى حتى وقت متأخر.",
    },
    {
      key: "starwatching",
      actName: "مراقبة النجوم",
      actimg: "starwatching",
      actdetails:
        "بعيداً عن أضواء المدينة، يظهر درب التبانة بوضوح في الليالي الصافية. يحضر مرشدنا تلسكوباً ويروي حكايات النجوم.",
    },
    {
      key: "camping",
      actName: "التخييم",
      actimg: "camping",
      actdetails:
        "اقضِ ليلة في خيمة بدوية مع عائلتك أو أصدقائك: عشاء حول النار، وليلة تحت النجوم، وإفطار عند الشروق.",
    },
  ],
};
