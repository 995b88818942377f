/**
 * A page's feature bullets, two columns from tablets up. Each tick is drawn, not typed: neither of
 * the site's typefaces has ✓, so as text it sent the first layout through the system's fonts.
 */
export function FeatureList({ heading, features }: { heading: string; features: string[] }) {
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="text-2xl font-bold text-dune-900">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-dune-800">
            <span
              aria-hidden="true"
              className="mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-sand-200 text-xs text-dune-800"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-[1em]"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
