import type { EmailLanguage } from "./email-message";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every value put into an email's HTML goes through this: a guest's name is text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A piece of HTML already escaped; only the helpers below make one. */
export type SafeHtml = { readonly html: string };

export const text = (value: string): SafeHtml => ({ html: escapeHtml(value) });
/** Keeps the line breaks of a text (sign-off) in HTML. */
export const lines = (value: string): SafeHtml => ({
  html: value.split("\n").map(escapeHtml).join("<br>"),
});
export const lineBreak: SafeHtml = { html: "<br>" };
/** A phone number or reference that must not break across lines ("+971 4 / 555 0142"). */
export const unbroken = (value: string): SafeHtml => ({
  html: `<span style="white-space:nowrap">${escapeHtml(value)}</span>`,
});
export const join = (...parts: SafeHtml[]): SafeHtml => ({
  html: parts.map((part) => part.html).join(""),
});

const FONT = "font-family:Tahoma,Arial,Helvetica,sans-serif";
const COLORS = { ink: "#2b2118", muted: "#6b5b4b", sand: "#f6efe4", accent: "#b5651d" };

export const paragraph = (content: SafeHtml, muted = false): SafeHtml => ({
  html: `<p style="margin:0 0 16px;line-height:1.6;color:${muted ? COLORS.muted : COLORS.ink}">${content.html}</p>`,
});

export const heading = (content: SafeHtml): SafeHtml => ({
  html: `<h2 style="margin:24px 0 8px;font-size:17px;color:${COLORS.ink}">${content.html}</h2>`,
});

/** Label/value rows; `strong` marks the total. */
export function table(rows: { label: string; value: string; strong?: boolean }[]): SafeHtml {
  const cells = rows
    .map(({ label, value, strong }) => {
      const weight = strong ? "font-weight:bold;border-top:1px solid #e2d6c4;" : "";
      return `<tr><td style="padding:6px 0;${weight}color:${COLORS.muted};text-align:start">${escapeHtml(label)}</td><td style="padding:6px 0;${weight}color:${COLORS.ink};text-align:end">${escapeHtml(value)}</td></tr>`;
    })
    .join("");
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${cells}</table>`,
  };
}

/** A link inside a paragraph, underlined as mail programs show links. */
export function link(label: string, href: string): SafeHtml {
  return {
    html: `<a href="${escapeHtml(href)}" style="color:${COLORS.accent};text-decoration:underline">${escapeHtml(label)}</a>`,
  };
}

export function button(label: string, href: string): SafeHtml {
  return {
    html: `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${COLORS.accent};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`,
  };
}

/**
 * The one page every email uses: inline styles only (mail programs drop style sheets), no images
 * or web fonts to fetch, `lang` and `dir` so Arabic reads right to left.
 */
export function layout(options: {
  language: EmailLanguage;
  title: string;
  resortName: string;
  body: SafeHtml;
  footer: string;
}): string {
  const dir = options.language === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${options.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.sand};${FONT}">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px 16px;text-align:start">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${COLORS.accent}">${escapeHtml(options.resortName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;font-size:15px;color:${COLORS.ink}">
<h1 style="margin:0 0 16px;font-size:22px;color:${COLORS.ink}">${escapeHtml(options.title)}</h1>
${options.body.html}
</div>
<p style="margin:16px 0 0;font-size:12px;color:${COLORS.muted}">${escapeHtml(options.footer)}</p>
</div>
</body>
</html>
`;
}
