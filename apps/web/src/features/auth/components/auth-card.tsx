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
