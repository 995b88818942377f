import { describe, expect, it } from "vitest";
import { errorsOf } from "../testing/errors-of";
import {
  loginInputSchema,
  publicUserSchema,
  registerFormSchema,
  registerInputSchema,
  userResponseSchema,
} from "./auth-schemas";

const valid = { name: "Layla Hassan", email: "layla@example.com", password: "desert-nights" };
/** An address exactly `length` characters long. */
const emailOfLength = (length: number) =>
  `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("register input (spec section 5: all fields required)", () => {
  it("accepts a guest's name, email and password", () => {
    expect(registerInputSchema.parse(valid)).toEqual(valid);
  });

  it("takes an optional phone number, stored in E.164 (decision 020)", () => {
    expect(registerInputSchema.parse({ ...valid, phone: "050 123 4567" })).toEqual({
      ...valid,
      phone: "+971501234567",
    });
    expect(registerInputSchema.parse({ ...valid, phone: "" })).toEqual(valid);
    expect(errorsOf(registerInputSchema, { ...valid, phone: "050" })).toEqual({
      phone: "Enter a valid phone number, e.g. 050 123 4567 or +44 20 7946 0958",
    });
  });

  it.each([
    [
      {},
      {
        name: "Full name is required",
        email: "Email is required",
        password: "Password is required",
      },
    ],
    [
      { name: "", email: "", password: "" },
      {
        name: "Full name is required",
        email: "Email is required",
        password: "Password is required",
      },
    ],
    [{ ...valid, name: "   " }, { name: "Full name is required" }],
    [{ ...valid, name: 7 }, { name: "Must be text" }],
    [{ ...valid, name: "L" }, {}],
    [{ ...valid, name: "x".repeat(100) }, {}],
    [{ ...valid, name: "x".repeat(101) }, { name: "Full name must be at most 100 characters" }],
    [{ ...valid, name: ` ${"x".repeat(100)} ` }, {}], // trimmed before the limit
    [{ ...valid, email: "layla" }, { email: "Enter a valid email address" }],
    [{ ...valid, email: "layla@example" }, { email: "Enter a valid email address" }],
    [{ ...valid, email: emailOfLength(254) }, {}],
    [{ ...valid, email: emailOfLength(255) }, { email: "Enter a valid email address" }],
    [{ ...valid, password: 12345678 }, { password: "Password is required" }],
    [{ ...valid, password: "1234567" }, { password: "Password must be at least 8 characters" }],
    [{ ...valid, password: "12345678" }, {}],
    [{ ...valid, password: "p".repeat(128) }, {}],
    [
      { ...valid, password: "p".repeat(129) },
      { password: "Password must be at most 128 characters" },
    ],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(registerInputSchema, input)).toEqual(expected);
  });

  it("keeps one account per address: the email is trimmed and lower-cased", () => {
    expect(registerInputSchema.parse({ ...valid, email: " Layla@Example.COM " }).email).toBe(
      "layla@example.com",
    );
  });

  it("trims the name and drops invisible formatting from it", () => {
    expect(registerInputSchema.parse({ ...valid, name: " \u202ELayla\u200B " }).name).toBe("Layla");
  });

  it("never trims a password: spaces are characters the guest chose", () => {
    expect(registerInputSchema.parse({ ...valid, password: "  spaced  " }).password).toBe(
      "  spaced  ",
    );
    // Six digits between two spaces make eight characters: the spaces count.
    expect(errorsOf(registerInputSchema, { ...valid, password: " 123456 " })).toEqual({});
  });
});

describe("register form", () => {
  const form = { ...valid, confirmPassword: valid.password };

  it("accepts a matching confirmation", () => {
    expect(errorsOf(registerFormSchema, form)).toEqual({});
  });

  it.each([
    [{ ...form, confirmPassword: undefined }, { confirmPassword: "Please confirm your password" }],
    [{ ...form, confirmPassword: "" }, { confirmPassword: "Please confirm your password" }],
    [{ ...form, confirmPassword: "desert-night" }, { confirmPassword: "Passwords do not match." }],
    [
      { ...form, confirmPassword: "desert-nights " },
      { confirmPassword: "Passwords do not match." },
    ],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(registerFormSchema, input)).toEqual(expected);
  });
});

describe("login input (spec section 5: both fields required)", () => {
  it.each([
    [{}, { email: "Please fill in all fields", password: "Please fill in all fields" }],
    [
      { email: "", password: "" },
      {
        email: "Please fill in all fields",
        password: "Please fill in all fields",
      },
    ],
    [{ email: "  ", password: "x" }, { email: "Please fill in all fields" }],
    [{ email: "layla@example.com", password: 5 }, { password: "Please fill in all fields" }],
    // A wrong format is only a wrong credential: the server answers it like any other.
    [{ email: "not an email", password: "x" }, {}],
    [{ email: emailOfLength(254), password: "x" }, {}],
    [{ email: emailOfLength(255), password: "x" }, { email: "Invalid email or password" }],
    [{ email: "layla@example.com", password: "p".repeat(128) }, {}],
    [
      { email: "layla@example.com", password: "p".repeat(129) },
      {
        password: "Invalid email or password",
      },
    ],
  ])("%j -> %j", (input, expected) => {
    expect(errorsOf(loginInputSchema, input)).toEqual(expected);
  });

  it("finds the account whatever the case and spaces of the email, and keeps the password as typed", () => {
    expect(loginInputSchema.parse({ email: " Layla@Example.com ", password: " secret " })).toEqual({
      email: "layla@example.com",
      password: " secret ",
    });
  });
});

describe("user responses", () => {
  const user = {
    name: "Layla",
    email: "layla@example.com",
    isStaff: false,
    role: "guest" as const,
    phone: null,
  };

  it("reads the signed-in user the server sends", () => {
    expect(userResponseSchema.parse({ success: true, user })).toEqual({ success: true, user });
    const staff = { ...user, isStaff: true, role: "front_desk" as const };
    expect(publicUserSchema.parse({ ...staff, passwordHash: "x" })).toEqual(staff);
  });

  it.each([
    [{ success: false, user }],
    [{ success: true }],
    [{ success: true, user: { ...user, isStaff: "false" } }],
    // The one staff role before decision 054: no account has it any more.
    [{ success: true, user: { ...user, isStaff: true, role: "admin" } }],
    [{ success: true, user: { ...user, name: undefined } }],
    [{ success: true, user: { ...user, email: null } }],
    [{ success: true, user: { ...user, phone: 971501234567 } }],
  ])("refuses %j", (body) => {
    expect(userResponseSchema.safeParse(body).success).toBe(false);
  });
});
