/**
 * What the islands' renderer needs set before the first island hydrates. Nothing for React DOM;
 * the Preact build swaps this file for renderer-setup-preact.ts (vite.islands.config.ts).
 */
export {};
