/** For tests: the first message a schema gives for each field, by path; {} when it passes. */
export function errorsOf(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
