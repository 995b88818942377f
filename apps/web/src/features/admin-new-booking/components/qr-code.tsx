import QRCode from "qrcode";
import { useMemo } from "react";

/** The quiet zone QR readers need around the code, in modules. */
const MARGIN = 4;

/**
 * A QR code of `text`, drawn as one SVG path (no canvas, no HTML from a string): a guest at the
 * desk scans it with their phone's camera and pays on their own device (decision 055, SAQ A).
 * Black on white whatever the page's colours, as readers expect.
 */
export function QrCode({
  text,
  label,
  size = 176,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { path, extent } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    const commands: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) {
          commands.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
        }
      }
    }
    return { path: commands.join(""), extent: modules.size + MARGIN * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className="rounded-lg border border-sand-200 bg-white"
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
