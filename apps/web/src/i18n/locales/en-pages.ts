// biome-ignore-all assist/source/organizeImports: imported in the sections' order, so the build inlines each
// into one object, the chunk byte for byte what one file made (sorted, the booking form's first load grows).
import { aboutpage } from "./pages/en/about-page";
import { camppage } from "./pages/en/camp-page";
import { roompage } from "./pages/en/room-page";
import { parkingpage } from "./pages/en/parking-page";
import { gallerypage } from "./pages/en/gallery-page";
import { activitypage } from "./pages/en/activity-page";
import { eventspage } from "./pages/en/events-page";
import { authpage } from "./pages/en/auth-page";
import { legal } from "./pages/en/legal";
import { emailLanguage } from "./pages/en/email-language";
import { accountData } from "./pages/en/account-data";
import { mybookings } from "./pages/en/my-bookings";
import { waitingList } from "./pages/en/waiting-list";
import { listings } from "./pages/en/listings";
import { forgotpage } from "./pages/en/forgot-page";
import { bookingpage } from "./pages/en/booking-page";
import { extras } from "./pages/en/extras";
import { promoCode } from "./pages/en/promo-code";
import { prices } from "./pages/en/prices";
import { paymentpage } from "./pages/en/payment-page";
import { confirmationpage } from "./pages/en/confirmation-page";
import { fieldMessages } from "./pages/en/field-messages";
import { passwordReset } from "./pages/en/password-reset";
import { guestCancellation } from "./pages/en/guest-cancellation";
import { changeBooking } from "./pages/en/change-booking";
import { guestDetails } from "./pages/en/guest-details";
import { staffInvitation } from "./pages/en/staff-invitation";
import { payLink } from "./pages/en/pay-link";

/** The English texts of every page but the home page (see ./en-site), a file per section in ./pages/en. */
export const enPages = {
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
