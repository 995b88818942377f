import { AppError } from "../../src/lib/app-error";

/** The AppError a move was refused with; fails the test if it went through or threw anything else. */
export async function refusal(move: Promise<unknown>): Promise<AppError> {
  const error = await move.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}
