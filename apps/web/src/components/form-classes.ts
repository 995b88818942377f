/** The look of form controls, shared by every form of the site (sign-in, booking, payment). */
export const inputClass =
  "mt-1 w-full rounded-lg border border-sand-200 bg-white px-3 py-2 text-dune-900 aria-[invalid=true]:border-red-700";
export const labelClass = "block text-sm font-medium text-dune-900";
export const fieldErrorClass = "mt-1 text-sm text-red-700";
export const submitClass =
  "w-full rounded-full bg-dune-800 px-6 py-3 font-semibold text-white hover:bg-dune-700 disabled:opacity-60";
export const secondaryButtonClass =
  "rounded-full border border-dune-800 px-6 py-3 font-semibold text-dune-800 hover:bg-sand-100 disabled:opacity-60";
