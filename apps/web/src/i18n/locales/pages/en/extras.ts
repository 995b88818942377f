/** The activities of a booking, wherever it is summarised (docs/decisions/021). */
export const extras = { heading: "Activities" };
