import { AdminLayout } from "../../features/admin-console/components/admin-layout";

/** /admin: the operator console's frame; its sections are the child routes. */
export default AdminLayout;
