import { EventsPage } from "./events";

export default function CorporateEventsPage() {
  return <EventsPage kind="corporate" />;
}
