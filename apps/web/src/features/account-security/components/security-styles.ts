/** The security page's buttons: the main action of a section, and the quieter ones beside it. */
export const primaryAction =
  "rounded-full bg-dune-800 px-5 py-2 font-semibold text-white hover:bg-dune-700 disabled:opacity-60";
export const secondaryAction =
  "rounded-full border border-dune-800 px-4 py-1.5 text-sm font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";
