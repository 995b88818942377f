import type { ReactNode } from "react";

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl border border-sand-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-dune-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const inputClass =
  "mt-1 w-full rounded-lg border border-sand-200 bg-white px-3 py-2 text-dune-900 aria-[invalid=true]:border-red-700";
export const labelClass = "block text-sm font-medium text-dune-900";
export const fieldErrorClass = "mt-1 text-sm text-red-700";
export const submitClass =
  "w-full rounded-full bg-dune-800 px-6 py-3 font-semibold text-white hover:bg-dune-700 disabled:opacity-60";
