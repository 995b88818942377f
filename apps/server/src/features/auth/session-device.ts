import Bowser from "bowser";

/** Longer user agents are not a browser's; they are not parsed (a header costs the sender nothing). */
const USER_AGENT_MAX_LENGTH = 1000;

/**
 * The browser and system a session signed in from, as a person recognises them ("Chrome on
 * Android"), read from its user agent; null when it sent none or nothing a person would know.
 */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent || userAgent.length > USER_AGENT_MAX_LENGTH) return null;
  try {
    const { browser, os } = Bowser.parse(userAgent);
    const browserName = browser.name || null;
    const systemName = os.name || null;
    if (browserName && systemName) return `${browserName} on ${systemName}`;
    return browserName ?? systemName;
  } catch {
    return null;
  }
}
