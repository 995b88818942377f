/**
 * Who on the resort's staff may do what (decision 054). One table, role by action, read by the
 * server's route guards, by the console (which pages and buttons it shows) and by the test that
 * walks every admin route for every role. A route names one action; a role may do it when the
 * action lists the role.
 */
export const STAFF_ROLES = ["owner", "manager", "front_desk", "revenue", "accountant"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Every account: a guest, or a member of staff with one role. */
export type AccountRole = "guest" | StaffRole;
export const ACCOUNT_ROLES: readonly AccountRole[] = ["guest", ...STAFF_ROLES];

const managers: readonly StaffRole[] = ["owner", "manager"];
const ownerOnly: readonly StaffRole[] = ["owner"];

/** The named actions, each with the roles that may take it. */
export const STAFF_PERMISSIONS = {
  /** The front desk's Today list. */
  "today.read": ["owner", "manager", "front_desk"],
  /** Check-in, check-out, no-show and their undo. */
  "front-desk.run": ["owner", "manager", "front_desk"],
  /** Booking search, detail, its documents and notes. */
  "bookings.read": ["owner", "manager", "front_desk", "accountant"],
  /** A note on a booking. */
  "bookings.notes": ["owner", "manager", "front_desk"],
  /** Confirm, decline or cancel a booking. */
  "bookings.manage": ["owner", "manager", "front_desk"],
  /** Money back to a guest: a staff cancellation's refund, an early check-out's, a no-show's. */
  "bookings.refund": ["owner", "manager", "front_desk"],
  /** The bookings CSV: every guest's name, email and phone (personal data, asks for a fresh factor). */
  "bookings.export": ["owner", "manager", "accountant"],
  /** A booking taken at the desk (phone, WhatsApp, email, walk-in, agent) and its payment link. */
  "bookings.create": ["owner", "manager", "front_desk"],
  /** Money taken at the desk (cash, card terminal, bank transfer) on a booking. */
  "payments.take": ["owner", "manager", "front_desk"],
  /** The daily cash report: payments by method and staff member. */
  "reports.cash": ["owner", "manager", "front_desk", "accountant"],
  /** Reissue a tax invoice or receipt. */
  "documents.reissue": ["owner", "manager", "front_desk"],
  /** Guests' messages from the contact form. */
  "messages.manage": ["owner", "manager", "front_desk"],
  /** Rooms, tents, parking, extras, pictures, units and closures. */
  "catalogue.manage": managers,
  "rates.manage": ["owner", "manager", "revenue"],
  "promo-codes.manage": ["owner", "manager", "revenue"],
  "channels.manage": ["owner", "manager", "revenue"],
  "waiting-list.read": ["owner", "manager", "revenue"],
  "reports.read": ["owner", "manager", "revenue", "accountant"],
  "tax-settings.read": ["owner", "manager", "accountant"],
  "tax-settings.manage": ownerOnly,
  "audit-log.read": ["owner", "manager", "accountant"],
  /** The Staff page: who works here, their roles and second factors. */
  "staff.read": managers,
  /** Invite, change, disable and sign out staff of the roles below manager. */
  "staff.manage": managers,
  /** The same for staff who are, or would become, an owner or a manager. */
  "staff.manage-senior": ownerOnly,
  /** Remove a staff member's second factor (a locked-out member enrols again). */
  "staff.reset-two-factor": ownerOnly,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;
export const STAFF_ACTIONS = Object.keys(STAFF_PERMISSIONS) as StaffAction[];

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether an account of this role may take this action (a guest never may). */
export function can(role: AccountRole | undefined | null, action: StaffAction): boolean {
  if (!role || !isStaffRole(role)) return false;
  return (STAFF_PERMISSIONS[action] as readonly StaffRole[]).includes(role);
}

/** The roles a staff member of `role` may give, change or disable (the staff.manage actions). */
export function rolesManagedBy(role: AccountRole | undefined | null): StaffRole[] {
  return STAFF_ROLES.filter((target) =>
    can(role, target === "owner" || target === "manager" ? "staff.manage-senior" : "staff.manage"),
  );
}

/** Each role's name on the Staff page and in emails, in both languages. */
export const STAFF_ROLE_NAMES: Record<StaffRole, { en: string; ar: string }> = {
  owner: { en: "Owner", ar: "المالك" },
  manager: { en: "Manager", ar: "المدير" },
  front_desk: { en: "Front desk", ar: "الاستقبال" },
  revenue: { en: "Revenue", ar: "الإيرادات" },
  accountant: { en: "Accountant", ar: "المحاسب" },
};
