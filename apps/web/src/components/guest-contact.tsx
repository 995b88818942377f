import { formatPhone } from "@camp/shared/guest/phone-number";
import { useTranslation } from "react-i18next";

/** A guest's phone as staff dial it: a tel: link to the E.164 number, written for reading. */
export function PhoneLink({ phone, name }: { phone: string; name?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`tel:${phone}`}
      dir="ltr"
      className="text-dune-800 underline"
      aria-label={
        name ? `${t("guestDetails.staffCall", { name })}: ${formatPhone(phone)}` : undefined
      }
    >
      {formatPhone(phone)}
    </a>
  );
}

type GuestContact = {
  phone: string | null;
  specialRequests: string | null;
  arrivalTime: string | null;
};

/** One short line of what the guest told us, under their name in the console's lists. */
export function GuestContactLine({ contact, name }: { contact: GuestContact; name: string }) {
  const { t } = useTranslation();
  if (!contact.phone && !contact.arrivalTime && !contact.specialRequests) return null;
  return (
    <div className="text-dune-800">
      <p className="flex flex-wrap gap-x-3">
        {contact.phone && <PhoneLink phone={contact.phone} name={name} />}
        {contact.arrivalTime && (
          <span>{t("guestDetails.yourArrival", { time: contact.arrivalTime })}</span>
        )}
      </p>
      {contact.specialRequests && (
        <p className="whitespace-pre-line">
          <span className="font-medium">{t("guestDetails.staffRequests")}: </span>
          <bdi>{contact.specialRequests}</bdi>
        </p>
      )}
    </div>
  );
}
