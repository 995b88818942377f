import { useTranslation } from "react-i18next";

/** Placeholder cards in the shape of the real ones while the bookings load, so nothing jumps. */
export function BookingSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        {t("mybookings.loading")}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
          key={index}
          aria-hidden="true"
          className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm motion-safe:animate-pulse"
        >
          <div className="flex justify-between gap-3">
            <div className="h-6 w-48 rounded bg-sand-100" />
            <div className="h-6 w-24 rounded-full bg-sand-100" />
          </div>
          <div className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, cell) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <div key={cell} className="space-y-2">
                <div className="h-3 w-16 rounded bg-sand-100" />
                <div className="h-4 w-24 rounded bg-sand-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
