/**
 * Run in a worker by warm-up-intl.ts: makes one formatter of each kind the app first draws with,
 * in both languages, then says so and is ended. Chromium builds what every `Intl` formatter needs
 * (its ICU data, the list of locales it can serve, each locale's rules) once for the whole
 * renderer process, on the first formatter of any thread; made here, it is not made on the page's
 * main thread, where it was one task of 50-200 ms on a 4x slowed phone (decision 041).
 */
for (const locale of ["en-AE", "ar-AE"]) {
  new Intl.NumberFormat(locale, { style: "currency", currency: "AED" }).format(1);
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "full" }).format(0);
  new Intl.DateTimeFormat(locale, { timeZone: "Asia/Dubai", timeStyle: "short" }).format(0);
  new Intl.PluralRules(locale).select(1);
}
postMessage("warm");
