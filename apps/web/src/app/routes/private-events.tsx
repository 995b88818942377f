import { EventsPage } from "./events";

export default function PrivateEventsPage() {
  return <EventsPage kind="private" />;
}
