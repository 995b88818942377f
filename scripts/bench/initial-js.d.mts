export const MARKETING_PAGES: string[];
export function prerenderedFile(distDir: string, pathname: string, language?: "en" | "ar"): string;
type InitialJs = { files: { file: string; brotliBytes: number }[]; brotliBytes: number };
export function initialJs(distDir: string, pathname?: string, language?: "en" | "ar"): InitialJs;
export function homeInitialJs(distDir: string): InitialJs;
