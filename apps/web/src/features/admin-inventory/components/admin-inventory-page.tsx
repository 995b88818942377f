import type { UpdateCampInput, UpdateRoomInput } from "@camp/shared/catalogue/catalogue-schemas";
import { useTranslation } from "react-i18next";
import { toLanguage } from "../../../i18n/i18n";
import { useErrorMessage } from "../../../i18n/server-messages";
import { useInventory } from "../api/get-inventory";
import { useUpdateCamp } from "../api/update-camp";
import { useUpdateParking } from "../api/update-parking";
import { useUpdateRoomType } from "../api/update-room-type";
import { ClosuresSection } from "./closures-section";
import {
  campFormSchema,
  campFormValues,
  type ParkingFormOutput,
  parkingFormSchema,
  parkingFormValues,
  roomFormSchema,
  roomFormValues,
  toParkingInput,
} from "./form-schemas";
import { type FieldSpec, InventoryForm } from "./inventory-form";

const titles: FieldSpec[] = [
  { name: "title", kind: "text", hint: "text", dir: "ltr" },
  { name: "titleAr", kind: "text", hint: "text", dir: "rtl" },
];
const facilities: FieldSpec[] = [
  { name: "facilities", kind: "lines", hint: "facilities", dir: "ltr" },
  { name: "facilitiesAr", kind: "lines", hint: "facilities", dir: "rtl" },
];
const roomFields: FieldSpec[] = [
  ...titles,
  { name: "pricing", kind: "number", hint: "price", step: "0.01" },
  { name: "totalRooms", kind: "number", hint: "total" },
  { name: "capacity", kind: "number", hint: "capacity" },
  ...facilities,
];
const campFields: FieldSpec[] = [
  ...titles,
  { name: "pricing", kind: "number", hint: "price", step: "0.01" },
  { name: "totalCamps", kind: "number", hint: "total" },
  { name: "maxGuests", kind: "number", hint: "maxGuests" },
  ...facilities,
];
const parkingFields: FieldSpec[] = [
  ...titles,
  { name: "subtitle", kind: "text", hint: "shortText", dir: "ltr" },
  { name: "subtitleAr", kind: "text", hint: "shortText", dir: "rtl" },
  { name: "description", kind: "textarea", hint: "longText", dir: "ltr" },
  { name: "descriptionAr", kind: "textarea", hint: "longText", dir: "rtl" },
  { name: "weekday", kind: "number", hint: "price", step: "0.01" },
  { name: "weekend", kind: "number", hint: "price", step: "0.01" },
  { name: "width", kind: "number", hint: "metres", step: "0.1" },
  { name: "length", kind: "number", hint: "metres", step: "0.1" },
  { name: "totalSlots", kind: "number", hint: "total" },
  ...facilities,
];
const parkingServerFields: Record<string, FieldSpec["name"]> = {
  "pricing.weekday": "weekday",
  "pricing.weekend": "weekend",
  "dimension.width": "width",
  "dimension.length": "length",
};

/** The console's Inventory: edit what the resort sells, and close units for maintenance. */
export function AdminInventoryPage() {
  const { t, i18n } = useTranslation();
  const isArabic = toLanguage(i18n.language) === "ar";
  const errorMessage = useErrorMessage();
  const inventory = useInventory();
  const updateRoom = useUpdateRoomType();
  const updateCamp = useUpdateCamp();
  const updateParking = useUpdateParking();

  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-2xl font-bold text-dune-900">{t("adminInventory.heading")}</h1>
        <p className="mt-1 max-w-3xl text-dune-800">{t("adminInventory.intro")}</p>
      </header>
      {inventory.isPending && <p className="text-dune-800">{t("adminInventory.loading")}</p>}
      {inventory.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(inventory.error)}
        </p>
      )}
      {inventory.data && (
        <>
          <section aria-labelledby="inventory-rooms" className="space-y-4">
            <h2 id="inventory-rooms" className="text-xl font-bold text-dune-900">
              {t("adminInventory.roomTypes")}
            </h2>
            {inventory.data.rooms.map((row) => (
              <InventoryForm
                key={row.id}
                id={`room-${row.roomType}`}
                heading={t(`adminInventory.roomType.${row.roomType}`)}
                fields={roomFields}
                schema={roomFormSchema}
                defaultValues={roomFormValues(row)}
                totalField="totalRooms"
                save={(values) =>
                  updateRoom.mutateAsync({ id: row.id, input: values as UpdateRoomInput })
                }
              />
            ))}
          </section>
          <section aria-labelledby="inventory-camps" className="space-y-4">
            <h2 id="inventory-camps" className="text-xl font-bold text-dune-900">
              {t("adminInventory.camps")}
            </h2>
            {inventory.data.camps.map((row) => (
              <InventoryForm
                key={row.id}
                id={`camp-${row.id}`}
                heading={isArabic ? row.titleAr : row.title}
                fields={campFields}
                schema={campFormSchema}
                defaultValues={campFormValues(row)}
                totalField="totalCamps"
                save={(values) =>
                  updateCamp.mutateAsync({ id: row.id, input: values as UpdateCampInput })
                }
              />
            ))}
          </section>
          <section aria-labelledby="inventory-parking" className="space-y-4">
            <h2 id="inventory-parking" className="text-xl font-bold text-dune-900">
              {t("adminInventory.parking")}
            </h2>
            {inventory.data.parking ? (
              <InventoryForm
                id="parking"
                heading={t("adminInventory.parking")}
                fields={parkingFields}
                schema={parkingFormSchema}
                defaultValues={parkingFormValues(inventory.data.parking)}
                totalField="totalSlots"
                serverFields={parkingServerFields}
                save={(values) =>
                  updateParking.mutateAsync({
                    id: inventory.data.parking?.id ?? "",
                    input: toParkingInput(values as ParkingFormOutput),
                  })
                }
              />
            ) : (
              <p className="text-dune-800">{t("adminInventory.noParking")}</p>
            )}
          </section>
        </>
      )}
      <ClosuresSection />
    </div>
  );
}
