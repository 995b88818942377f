import ipaddr from "ipaddr.js";

/**
 * TEMP stand-in for H1's fetch guard (the lead replaces this file with H1's): only the address
 * check of POST /api/admin/calendar-feeds, judging literal IP addresses alone (no DNS).
 * Null when the address may be fetched, else the reason, safe to show staff.
 */
export async function checkFeedAddress(url: string, allowHosts: string[]): Promise<string | null> {
  if (!URL.canParse(url)) return "not a web address";
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "not http or https";
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (allowHosts.includes(host.toLowerCase())) return null;
  if (!ipaddr.isValid(host)) return null;
  const address = ipaddr.process(host);
  return address.range() === "unicast" ? null : `address ${host} is on a private network`;
}
