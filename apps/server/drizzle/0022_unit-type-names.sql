-- Issue 35, item 20 (decision 050): the catalogue's titles seeded before the unit types had one name
-- take it, so the inventory console says what every screen, email and document says. A title staff
-- changed is theirs and stays.
UPDATE "room_types" SET "title" = 'Master room', "title_ar" = 'غرفة رئيسية'
  WHERE "room_type" = 'master' AND "title" = 'Master Deluxe Room' AND "title_ar" = 'الغرفة الرئيسية الفاخرة';
--> statement-breakpoint
UPDATE "room_types" SET "title" = 'Kids room', "title_ar" = 'غرفة أطفال'
  WHERE "room_type" = 'kids' AND "title" = 'Kids Deluxe Room' AND "title_ar" = 'غرفة الأطفال الفاخرة';
--> statement-breakpoint
UPDATE "camps" SET "title" = 'Camping tent', "title_ar" = 'خيمة تخييم'
  WHERE "title" = 'Bedouin Camp Tent' AND "title_ar" = 'خيمة المخيم البدوي';
