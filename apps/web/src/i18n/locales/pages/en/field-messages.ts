export const fieldMessages = {
  wholeNumber: "{{field}} must be a whole number",
  atLeast: "{{field}} must be at least {{min}}",
  atMost: "{{field}} can be at most {{max}}",
  between: "{{field}} must be from {{min}} to {{max}}",
  date: "{{field}}: enter a date as YYYY-MM-DD",
};
