import type { Language } from "../../../i18n/i18n";
import type { LegalDocument } from "./legal-document";

/**
 * Privacy notice (decision 031), under the UAE's Federal Decree-Law No. 45 of 2021 on the
 * Protection of Personal Data: what the site keeps, why, for how long, and how to get a copy or
 * have it deleted. It says what the code does: keep the two in step (account data: GET
 * /api/auth/me/data and POST /api/auth/me/delete).
 */
export const privacy: Record<Language, LegalDocument> = {
  en: {
    sections: [
      {
        id: "who",
        heading: "1. Who looks after your data",
        blocks: [
          "Desert Camp Resort, {{address}}, decides what is done with the personal data collected on this website, under the UAE's Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data. For any question about your data write to {{email}}.",
        ],
      },
      {
        id: "what",
        heading: "2. What we keep",
        blocks: [
          {
            list: [
              "Your account: name, email address, phone number if you give one, the language of your emails (the site's when you signed up, or the one you chose on My bookings), and your password, stored only as a one-way hash that nobody can read back.",
              "Your bookings: dates, rooms, tents or caravan spots, number of guests, activities, prices, VAT and the Tourism Dirham fee, your special requests and expected arrival time, and any change or cancellation.",
              "Payments: the amounts charged and refunded and their status. Card details go directly to our card processor; we never receive or keep your card number.",
              "Tax documents: the invoices, receipts and credit notes issued for your payments, with your name and email address (and a company's name and tax number when you ask for one).",
              "Messages you send us with the contact form, and the emails we send you about your bookings and your account.",
              "Sign-in security: when and in which browser you signed in, and the network address of sign-in attempts, so that we can stop password guessing.",
            ],
          },
          "We use only the cookies the site needs to work: one that keeps you signed in, one that recognises a browser you signed in with before, and one that remembers your language. No advertising or tracking cookies.",
        ],
      },
      {
        id: "why",
        heading: "3. Why we keep it",
        blocks: [
          {
            list: [
              "To take, confirm, change and cancel your bookings, take payment and refund it, and welcome you at the camp (to perform our contract with you).",
              "To issue tax invoices and keep the accounting records that UAE tax law requires (a legal obligation).",
              "To answer your messages, and to keep your account and the site secure.",
            ],
          },
          "We do not sell your data, do not use it for advertising, and do not send marketing emails.",
        ],
      },
      {
        id: "who-sees",
        heading: "4. Who else sees it",
        blocks: [
          "Our team, as far as their work needs it; our card processor, for payments; our email provider, to deliver our emails; and the Federal Tax Authority or other authorities when the law requires it. Our card processor may process payment data outside the UAE, with the safeguards the law requires.",
        ],
      },
      {
        id: "how-long",
        heading: "5. How long we keep it",
        blocks: [
          {
            list: [
              "Bookings, payments and tax documents: 5 years after the end of the year they belong to, as UAE tax law requires records to be kept.",
              "Your account, messages and the emails we sent you: until you delete your account.",
              "Sign-in sessions end after a period without use, and the records of sign-in attempts are deleted after a quiet period.",
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "6. Your rights",
        blocks: [
          "Under the law you may ask for a copy of your data, have it corrected, have it deleted, restrict or object to its use, and complain to the UAE Data Office.",
          {
            list: [
              "A copy: in My bookings, under Your data, choose Download my data for a file with your account, bookings, payments, messages and emails.",
              "Deletion: in the same place choose Delete my account. We remove your name, email, phone, messages and emails, and sign you out everywhere. Bookings and tax documents stay for the 5 years the law requires, no longer linked to a way to reach you. While a stay is still to come, cancel it first.",
              "Correction or anything else: write to {{email}} from the address of your account. We answer within 30 days.",
            ],
          },
        ],
      },
      {
        id: "changes",
        heading: "7. Changes to this notice",
        blocks: [
          "When we change this notice we update the date at the top. Changes that affect how we use data you already gave us are announced by email first.",
        ],
      },
    ],
  },
  ar: {
    sections: [
      {
        id: "who",
        heading: "١. من يتولى بياناتك",
        blocks: [
          "يحدد منتجع مخيم الصحراء، {{address}}، ما يُفعل بالبيانات الشخصية التي تُجمع عبر هذا الموقع، وفقاً للمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات. لأي سؤال عن بياناتك راسلنا على {{email}}.",
        ],
      },
      {
        id: "what",
        heading: "٢. ما نحتفظ به",
        blocks: [
          {
            list: [
              "حسابك: الاسم والبريد الإلكتروني ورقم الهاتف إن أعطيتنا إياه ولغة رسائلك الإلكترونية (لغة الموقع عند تسجيلك، أو التي اخترتها في صفحة حجوزاتي)، وكلمة المرور محفوظة فقط بصيغة تجزئة أحادية الاتجاه لا يمكن لأحد قراءتها.",
              "حجوزاتك: التواريخ والغرف أو الخيام أو مواقف الكرفانات وعدد الضيوف والأنشطة والأسعار وضريبة القيمة المضافة ورسم درهم السياحة، وطلباتك الخاصة وموعد وصولك المتوقع، وأي تعديل أو إلغاء.",
              "المدفوعات: المبالغ المخصومة والمستردة وحالتها. تذهب بيانات البطاقة مباشرة إلى معالج البطاقات، فنحن لا نتلقى رقم بطاقتك ولا نحتفظ به.",
              "المستندات الضريبية: الفواتير والإيصالات والإشعارات الدائنة الصادرة لمدفوعاتك، مع اسمك وبريدك الإلكتروني (واسم الشركة ورقمها الضريبي عندما تطلب ذلك).",
              "الرسائل التي ترسلها إلينا عبر نموذج التواصل، ورسائل البريد الإلكتروني التي نرسلها إليك بشأن حجوزاتك وحسابك.",
              "أمان تسجيل الدخول: متى سجلت الدخول وفي أي متصفح، وعنوان الشبكة لمحاولات تسجيل الدخول، حتى نتمكن من إيقاف تخمين كلمات المرور.",
            ],
          },
          "نستخدم فقط ملفات تعريف الارتباط التي يحتاجها الموقع ليعمل: ملف يبقيك مسجلاً، وملف يتعرف على متصفح سجلت الدخول منه سابقاً، وملف يتذكر لغتك. لا نستخدم ملفات للإعلانات أو للتتبع.",
        ],
      },
      {
        id: "why",
        heading: "٣. لماذا نحتفظ بها",
        blocks: [
          {
            list: [
              "لاستلام حجوزاتك وتأكيدها وتعديلها وإلغائها، وتحصيل الدفع وردّه، واستقبالك في المخيم (تنفيذاً لعقدنا معك).",
              "لإصدار الفواتير الضريبية والاحتفاظ بالسجلات المحاسبية التي يفرضها قانون الضرائب في الإمارات (التزام قانوني).",
              "للرد على رسائلك، وللحفاظ على أمان حسابك والموقع.",
            ],
          },
          "نحن لا نبيع بياناتك، ولا نستخدمها للإعلانات، ولا نرسل رسائل تسويقية.",
        ],
      },
      {
        id: "who-sees",
        heading: "٤. من يطّلع عليها أيضاً",
        blocks: [
          "فريقنا بقدر ما يحتاجه عمله؛ ومعالج البطاقات للمدفوعات؛ ومزوّد البريد الإلكتروني لإيصال رسائلنا؛ والهيئة الاتحادية للضرائب أو الجهات الأخرى عندما يفرض القانون ذلك. وقد يعالج معالج البطاقات بيانات الدفع خارج الدولة، مع الضمانات التي يشترطها القانون.",
        ],
      },
      {
        id: "how-long",
        heading: "٥. مدة الاحتفاظ",
        blocks: [
          {
            list: [
              "الحجوزات والمدفوعات والمستندات الضريبية: 5 سنوات بعد نهاية السنة التي تعود إليها، كما يشترط قانون الضرائب في الإمارات الاحتفاظ بالسجلات.",
              "حسابك ورسائلك ورسائل البريد التي أرسلناها إليك: حتى تحذف حسابك.",
              "تنتهي جلسات تسجيل الدخول بعد فترة من عدم الاستخدام، وتُحذف سجلات محاولات الدخول بعد فترة هدوء.",
            ],
          },
        ],
      },
      {
        id: "rights",
        heading: "٦. حقوقك",
        blocks: [
          "يحق لك بموجب القانون طلب نسخة من بياناتك وتصحيحها وحذفها وتقييد استخدامها أو الاعتراض عليه، وتقديم شكوى إلى مكتب الإمارات للبيانات.",
          {
            list: [
              "النسخة: في صفحة حجوزاتي، ضمن قسم بياناتك، اختر تنزيل بياناتي لتحصل على ملف بحسابك وحجوزاتك ومدفوعاتك ورسائلك ورسائل البريد.",
              "الحذف: من المكان نفسه اختر حذف حسابي. نحذف اسمك وبريدك الإلكتروني وهاتفك ورسائلك ورسائل البريد، ونسجّل خروجك من كل الأجهزة. تبقى الحجوزات والمستندات الضريبية 5 سنوات كما يشترط القانون، دون أي وسيلة للتواصل معك. وإذا كانت لديك إقامة قادمة فألغِها أولاً.",
              "التصحيح أو أي طلب آخر: راسلنا على {{email}} من بريد حسابك، ونرد خلال 30 يوماً.",
            ],
          },
        ],
      },
      {
        id: "changes",
        heading: "٧. تعديل هذا الإشعار",
        blocks: [
          "عندما نعدّل هذا الإشعار نحدّث التاريخ في أعلاه. أما التعديلات التي تمس طريقة استخدامنا لبيانات قدمتها لنا سابقاً فنعلن عنها بالبريد الإلكتروني أولاً.",
        ],
      },
    ],
  },
};
