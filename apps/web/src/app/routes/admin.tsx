import { AdminLayout } from "../../features/admin-console/components/admin-layout";
import { RequireStaff } from "../require-staff";

/** /admin: the operator console's frame, for staff only; its sections are the child routes. */
export function AdminRoute() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}

export default AdminRoute;
