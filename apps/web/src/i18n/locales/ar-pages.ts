// biome-ignore-all assist/source/organizeImports: imported in the sections' order, so the build inlines each
// into one object, the chunk byte for byte what one file made (sorted, the booking form's first load grows).
import { aboutpage } from "./pages/ar/about-page";
import { camppage } from "./pages/ar/camp-page";
import { roompage } from "./pages/ar/room-page";
import { parkingpage } from "./pages/ar/parking-page";
import { gallerypage } from "./pages/ar/gallery-page";
import { activitypage } from "./pages/ar/activity-page";
import { eventspage } from "./pages/ar/events-page";
import { authpage } from "./pages/ar/auth-page";
import { legal } from "./pages/ar/legal";
import { emailLanguage } from "./pages/ar/email-language";
import { accountData } from "./pages/ar/account-data";
import { mybookings } from "./pages/ar/my-bookings";
import { waitingList } from "./pages/ar/waiting-list";
import { listings } from "./pages/ar/listings";
import { forgotpage } from "./pages/ar/forgot-page";
import { bookingpage } from "./pages/ar/booking-page";
import { extras } from "./pages/ar/extras";
import { promoCode } from "./pages/ar/promo-code";
import { prices } from "./pages/ar/prices";
import { paymentpage } from "./pages/ar/payment-page";
import { confirmationpage } from "./pages/ar/confirmation-page";
import { fieldMessages } from "./pages/ar/field-messages";
import { passwordReset } from "./pages/ar/password-reset";
import { guestCancellation } from "./pages/ar/guest-cancellation";
import { changeBooking } from "./pages/ar/change-booking";
import { guestDetails } from "./pages/ar/guest-details";
import { staffInvitation } from "./pages/ar/staff-invitation";
import { payLink } from "./pages/ar/pay-link";
import type { PageTexts } from "./en";

/** The Arabic of ./en-pages, a file per section in ./pages/ar; the type makes a missing section a compile error. */
export const arPages: PageTexts = {
  aboutpage,
  camppage,
  roompage,
  parkingpage,
  gallerypage,
  activitypage,
  eventspage,
  authpage,
  legal,
  emailLanguage,
  accountData,
  mybookings,
  waitingList,
  listings,
  forgotpage,
  bookingpage,
  extras,
  promoCode,
  prices,
  paymentpage,
  confirmationpage,
  fieldMessages,
  passwordReset,
  guestCancellation,
  changeBooking,
  guestDetails,
  staffInvitation,
  payLink,
};
