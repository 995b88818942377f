import { CheckIcon } from "./icons";

/** A page's feature bullets, two columns from tablets up. */
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
              <CheckIcon />
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
