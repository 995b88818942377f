import type { Language } from "../../../i18n/i18n";
import type { LegalDocument } from "./legal-document";

/**
 * Terms of booking (decision 031): what a guest agrees to when they pay. The cancellation numbers
 * are the ones the server runs ({{fullDays}}, {{partialHours}}, {{partialPercent}}, decision 014).
 */
export const terms: Record<Language, LegalDocument> = {
  en: {
    sections: [
      {
        id: "who",
        heading: "1. Who we are",
        blocks: [
          "Desert Camp Resort, {{address}}. You can reach us at {{email}} or {{phone}}. These terms apply to every booking made on this website; by paying you accept them.",
        ],
      },
      {
        id: "booking",
        heading: "2. Your booking",
        blocks: [
          "You book with your own account. We confirm a booking by email as soon as your payment is accepted; the confirmation, My bookings and the tax invoice or receipt show what you booked and what you paid.",
          "When a night you ask for is nearly full, your booking is a request: your card is authorised but not charged, and our team confirms or declines it. If we decline it, or do not confirm it in time, the authorisation is released and nothing is charged.",
          "The person who books must be at least 18 years old and is responsible for the guests of the booking. Check-in is from 14:00 Dubai time on the day of arrival.",
        ],
      },
      {
        id: "prices",
        heading: "3. Prices, VAT and the Tourism Dirham",
        blocks: [
          "Prices are in UAE dirhams (AED) and include VAT at the rate shown with the price (5% today). The VAT included is shown in the breakdown before you pay and on your tax invoice.",
          "Dubai's Department of Economy and Tourism charges the Tourism Dirham fee for each occupied room, tent or caravan spot per night, for at most 30 consecutive nights of a stay. When it applies it is shown as its own line before you pay. It carries no VAT, and promo codes never reduce it.",
          "The total shown before you pay is the total charged. Nothing is added at the camp for what you booked; activities you add later are paid when you add them.",
        ],
      },
      {
        id: "payment",
        heading: "4. Payment",
        blocks: [
          "You pay by card through our card processor. Your card details go directly to the processor: we never see or keep your card number. Every payment gets a numbered tax invoice (or a receipt while we are not VAT-registered), and every refund a credit note, which you can download from My bookings.",
        ],
      },
      {
        id: "cancellation",
        heading: "5. Cancelling",
        blocks: [
          "You can cancel a confirmed booking yourself in My bookings before check-in. What comes back depends on when you cancel, counted back from 14:00 Dubai time on the day of check-in:",
          {
            list: [
              "up to {{fullDays}} days before check-in: the full amount paid;",
              "after that, up to {{partialHours}} hours before check-in: {{partialPercent}}% of the amount paid;",
              "later than that: no refund. From check-in on, a stay can no longer be cancelled online.",
            ],
          },
          "The payment page shows these deadlines with the dates and amounts of your own stay before you pay. Refunds go back to the card you paid with; your bank may take 5 to 10 working days to show them. A request that is not confirmed yet can be withdrawn at no cost. The Tourism Dirham fee of nights not stayed is refunded with them.",
          "If we have to cancel your stay (for example when the authorities close the desert roads or warn of severe weather), you get everything you paid back.",
        ],
      },
      {
        id: "changes",
        heading: "6. Changing a booking",
        blocks: [
          "Before check-in you can change the dates, the rooms or tents and the activities of a booking in My bookings, when there is room for them. A dearer stay is paid by card when you confirm the change; for a cheaper stay, the difference is refunded under the cancellation rules above, counted from the earliest check-in the booking has had.",
        ],
      },
      {
        id: "stay",
        heading: "7. At the camp",
        blocks: [
          "We ask every guest to respect the desert, the other guests and our team:",
          {
            list: [
              "fires only in the fire pits we provide, and quiet around the tents from 23:00;",
              "children are supervised by their adults at all times, including in the play area;",
              "activities (dune drives, camel rides, sandboarding) follow our guides' safety instructions; a guide may stop an activity for safety;",
              "caravans park only on their own spot, within its length and width;",
              "no off-road driving inside the camp, and nothing left behind in the dunes.",
            ],
          },
          "Damage caused on purpose or through carelessness is charged at its cost. We may end the stay of a guest who puts others in danger; the nights not used are then not refunded.",
        ],
      },
      {
        id: "liability",
        heading: "8. Our responsibility",
        blocks: [
          "We are responsible for the services you booked and for loss or injury caused by our fault. We are not responsible for loss caused by events outside our control, such as weather, road closures or decisions of the authorities, beyond refunding what you paid for services we could not provide. Nothing in these terms limits a responsibility that UAE law does not allow to be limited. Valuables left in tents or vehicles are at your own risk; our reception can keep them for you.",
        ],
      },
      {
        id: "law",
        heading: "9. Law and courts",
        blocks: [
          "These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. If we cannot settle a disagreement together, the courts of Dubai decide it. Please write to us first at {{email}}: we answer within two working days.",
          "We may update these terms. The terms in force on the day you booked apply to your booking.",
        ],
      },
    ],
  },
  ar: {
    sections: [
      {
        id: "who",
        heading: "١. من نحن",
        blocks: [
          "منتجع مخيم الصحراء، {{address}}. يمكنك التواصل معنا عبر {{email}} أو {{phone}}. تسري هذه الشروط على كل حجز يتم عبر هذا الموقع، وبالدفع فإنك توافق عليها.",
        ],
      },
      {
        id: "booking",
        heading: "٢. حجزك",
        blocks: [
          "تحجز من خلال حسابك الخاص. نؤكد الحجز بالبريد الإلكتروني فور قبول الدفع، ويبيّن التأكيد وصفحة حجوزاتي والفاتورة الضريبية أو الإيصال ما حجزته وما دفعته.",
          "عندما تكون إحدى الليالي التي تطلبها شبه ممتلئة، يصبح حجزك طلباً: تُحجز القيمة على بطاقتك دون خصمها، ويقوم فريقنا بتأكيده أو رفضه. وإذا رفضناه أو لم نؤكده في الوقت المحدد، يُلغى الحجز على البطاقة ولا يُخصم أي مبلغ.",
          "يجب أن يكون صاحب الحجز قد بلغ 18 عاماً على الأقل، وهو مسؤول عن ضيوف حجزه. يبدأ تسجيل الوصول من الساعة 14:00 بتوقيت دبي في يوم الوصول.",
        ],
      },
      {
        id: "prices",
        heading: "٣. الأسعار وضريبة القيمة المضافة ورسم درهم السياحة",
        blocks: [
          "الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بالنسبة المبيّنة مع السعر (5% حالياً). يظهر مبلغ الضريبة المشمول في تفاصيل السعر قبل الدفع وفي فاتورتك الضريبية.",
          "تفرض دائرة الاقتصاد والسياحة في دبي رسم درهم السياحة على كل غرفة أو خيمة أو موقف كرفان مشغول في كل ليلة، لمدة أقصاها 30 ليلة متتالية من الإقامة. وعند تطبيقه يظهر بنداً مستقلاً قبل الدفع. لا تُفرض عليه ضريبة القيمة المضافة، ولا تخفّضه رموز الخصم أبداً.",
          "المبلغ الإجمالي الظاهر قبل الدفع هو المبلغ الذي يُخصم. لا يُضاف في المخيم أي مبلغ على ما حجزته، أما الأنشطة التي تضيفها لاحقاً فتُدفع عند إضافتها.",
        ],
      },
      {
        id: "payment",
        heading: "٤. الدفع",
        blocks: [
          "تدفع بالبطاقة عن طريق معالج البطاقات الذي نتعامل معه. تذهب بيانات بطاقتك مباشرة إلى المعالج، فنحن لا نرى رقم بطاقتك ولا نحتفظ به. تصدر لكل دفعة فاتورة ضريبية مرقّمة (أو إيصال ما دمنا غير مسجلين في ضريبة القيمة المضافة)، ولكل استرداد إشعار دائن، ويمكنك تنزيلها من صفحة حجوزاتي.",
        ],
      },
      {
        id: "cancellation",
        heading: "٥. الإلغاء",
        blocks: [
          "يمكنك إلغاء الحجز المؤكد بنفسك من صفحة حجوزاتي قبل تسجيل الوصول. يعتمد المبلغ المسترد على وقت الإلغاء، محسوباً من الساعة 14:00 بتوقيت دبي في يوم الوصول:",
          {
            list: [
              "حتى {{fullDays}} أيام قبل الوصول: المبلغ المدفوع كاملاً؛",
              "بعد ذلك وحتى {{partialHours}} ساعة قبل الوصول: {{partialPercent}}% من المبلغ المدفوع؛",
              "بعد ذلك: لا يوجد استرداد. ومن وقت الوصول لا يمكن إلغاء الإقامة عبر الموقع.",
            ],
          },
          "تعرض صفحة الدفع هذه المواعيد بتواريخ إقامتك ومبالغها قبل أن تدفع. يُعاد المبلغ إلى البطاقة التي دفعت بها، وقد يستغرق ظهوره لدى مصرفك من 5 إلى 10 أيام عمل. ويمكن سحب الطلب الذي لم يُؤكد بعد دون أي تكلفة. ويُردّ رسم درهم السياحة عن الليالي التي لم تُقضَ معها.",
          "إذا اضطررنا إلى إلغاء إقامتك (مثلاً عند إغلاق السلطات للطرق الصحراوية أو التحذير من طقس شديد)، نعيد إليك كل ما دفعته.",
        ],
      },
      {
        id: "changes",
        heading: "٦. تعديل الحجز",
        blocks: [
          "قبل الوصول يمكنك تعديل التواريخ والغرف أو الخيام والأنشطة في حجزك من صفحة حجوزاتي، متى توفرت الأماكن. تدفع فرق الإقامة الأعلى سعراً بالبطاقة عند تأكيد التعديل، أما الإقامة الأقل سعراً فيُردّ فرقها وفق قواعد الإلغاء أعلاه، محسوبةً من أبكر موعد وصول كان للحجز.",
        ],
      },
      {
        id: "stay",
        heading: "٧. في المخيم",
        blocks: [
          "نطلب من كل ضيف احترام الصحراء والضيوف الآخرين وفريقنا:",
          {
            list: [
              "إشعال النار في مواقد النار المخصصة فقط، والهدوء حول الخيام من الساعة 23:00؛",
              "يبقى الأطفال تحت إشراف ذويهم في جميع الأوقات، بما في ذلك منطقة الألعاب؛",
              "تتبع الأنشطة (القيادة على الكثبان وركوب الجمال والتزلج على الرمال) تعليمات السلامة من مرشدينا، ويجوز للمرشد إيقاف أي نشاط حفاظاً على السلامة؛",
              "تقف الكرفانات في موقفها المخصص فقط، ضمن طوله وعرضه؛",
              "يُمنع القيادة على الطرق الوعرة داخل المخيم، ولا يُترك أي شيء في الكثبان.",
            ],
          },
          "يتحمّل الضيف تكلفة أي ضرر يحدث عمداً أو نتيجة الإهمال. ويجوز لنا إنهاء إقامة أي ضيف يعرّض الآخرين للخطر، وفي هذه الحالة لا تُردّ قيمة الليالي غير المستخدمة.",
        ],
      },
      {
        id: "liability",
        heading: "٨. مسؤوليتنا",
        blocks: [
          "نحن مسؤولون عن الخدمات التي حجزتها وعن أي خسارة أو إصابة تنتج عن خطئنا. ولسنا مسؤولين عن الخسائر الناتجة عن أحداث خارجة عن إرادتنا، مثل الطقس أو إغلاق الطرق أو قرارات السلطات، إلا في حدود ردّ ما دفعته مقابل خدمات لم نتمكن من تقديمها. ولا يحدّ أي شيء في هذه الشروط من مسؤولية لا يجيز قانون دولة الإمارات الحدّ منها. الأشياء الثمينة المتروكة في الخيام أو المركبات على مسؤوليتك، ويمكن لمكتب الاستقبال حفظها لك.",
        ],
      },
      {
        id: "law",
        heading: "٩. القانون والمحاكم",
        blocks: [
          "تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة كما تُطبَّق في إمارة دبي. وإذا تعذّر علينا حل أي خلاف ودياً، تختص محاكم دبي بالفصل فيه. نرجو أن تراسلنا أولاً على {{email}}، ونرد خلال يومي عمل.",
          "قد نحدّث هذه الشروط، وتسري على حجزك الشروط المعمول بها في يوم الحجز.",
        ],
      },
    ],
  },
};
