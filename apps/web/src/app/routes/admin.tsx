import { AdminLayout } from "../../features/admin-console/components/admin-layout";
import { RequireAdmin } from "../require-admin";

/** /admin: the operator console's frame, for administrators only; its sections are the child routes. */
export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

export default AdminRoute;
