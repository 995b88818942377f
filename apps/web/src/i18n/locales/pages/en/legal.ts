export const legal = {
  updated: "Last updated:",
  contents: "Contents",
  termsSummary:
    "What you agree to when you book a stay at Desert Camp Resort: prices with VAT and the Tourism Dirham fee, payment, cancellation, changes and your stay.",
  privacySummary:
    "What Desert Camp Resort keeps about you, why, for how long, and how to get a copy or have it deleted, under the UAE's personal data law.",
};
