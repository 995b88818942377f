import type { ReactNode } from "react";

const alertClass = "rounded-xl bg-red-50 p-3 text-red-800";

/**
 * A refusal that belongs to no one field (the server's message, a lost connection): the red
 * alert under a form or in a dialog, read out as it appears.
 */
export function FormError({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p role="alert" className={className ? `${className} ${alertClass}` : alertClass}>
      {children}
    </p>
  );
}
