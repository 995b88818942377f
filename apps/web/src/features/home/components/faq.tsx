import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

/** Eight questions in two columns; one answer open at a time, a click toggles it (spec section 2). */
export function Faq() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const items = t("homepage.faq", { returnObjects: true });
  const columns = [
    items.slice(0, Math.ceil(items.length / 2)),
    items.slice(Math.ceil(items.length / 2)),
  ];
  return (
    <section
      className="render-when-near mx-auto max-w-6xl px-4 py-20 [--near-block-size:45rem] md:[--near-block-size:23rem]"
      aria-labelledby="faq-heading"
    >
      <h2 id="faq-heading" className="text-3xl font-bold text-dune-900">
        {t("homepage.faqHeading")}
      </h2>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {columns.map((column) => (
          <div key={column[0]?.id ?? "empty"} className="space-y-4">
            {column.map((item) => {
              const isOpen = openId === item.id;
              const answerId = `${baseId}-answer-${item.id}`;
              return (
                <div key={item.id} className="rounded-xl border border-sand-200 bg-white">
                  <h3>
                    <button
                      type="button"
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-dune-900"
                      aria-expanded={isOpen}
                      aria-controls={answerId}
                      onClick={() => setOpenId(isOpen ? null : item.id)}
                    >
                      {item.question}
                      <span aria-hidden="true" className="text-xl text-dune-700">
                        {isOpen ? "−" : "+"}
                      </span>
                    </button>
                  </h3>
                  <div id={answerId} hidden={!isOpen} className="px-5 pb-4 text-dune-800">
                    {item.answer}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
