export function homeInitialJs(distDir: string): {
  files: { file: string; brotliBytes: number }[];
  brotliBytes: number;
};
