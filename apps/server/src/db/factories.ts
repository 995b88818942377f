import type { AccountRole } from "@camp/shared/auth/staff-permissions";
import { hashPassword } from "../features/auth/password";
import { insertUser } from "../features/auth/user-repository";
import type { Executor } from "./database";

let sequence = 0;

/** A user with a known password, for tests and local setup; fields not given are made up. */
export async function seedUser(
  db: Executor,
  values: { name?: string; email?: string; password?: string; role?: AccountRole } = {},
) {
  sequence += 1;
  const password = values.password ?? "correct-horse-battery";
  const user = await insertUser(db, {
    name: values.name ?? `Guest Number${sequence}`,
    email: (values.email ?? `guest${sequence}-${Date.now()}@example.com`).toLowerCase(),
    passwordHash: await hashPassword(password),
    role: values.role ?? "guest",
  });
  return { ...user, password };
}
