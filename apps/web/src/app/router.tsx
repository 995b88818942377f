import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "../config/paths";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { RoutePage } from "./route-page";
import { HomePage } from "./routes/home";

/** Every route of spec section 2; paths are case-sensitive, as the spec spells them. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, element: <RoutePage titleKey="pages.about" /> },
      { path: paths.campingTents, element: <RoutePage titleKey="pages.campingTents" /> },
      { path: paths.deluxeRoom, element: <RoutePage titleKey="pages.deluxeRoom" /> },
      { path: paths.parking, element: <RoutePage titleKey="pages.parking" /> },
      { path: paths.gallery, element: <RoutePage titleKey="pages.gallery" /> },
      { path: paths.activities, element: <RoutePage titleKey="pages.activities" /> },
      { path: paths.corporateEvents, element: <RoutePage titleKey="pages.corporateEvents" /> },
      { path: paths.privateEvents, element: <RoutePage titleKey="pages.privateEvents" /> },
      { path: paths.login, element: <RoutePage titleKey="pages.login" /> },
      { path: paths.loginAlias, element: <RoutePage titleKey="pages.login" /> },
      { path: paths.register, element: <RoutePage titleKey="pages.register" /> },
      { path: paths.forgotPassword, element: <RoutePage titleKey="pages.forgotPassword" /> },
      { path: paths.booking("airbnb"), element: <RoutePage titleKey="pages.airbnb" /> },
      { path: paths.bookingPattern, element: <RoutePage titleKey="pages.booking" /> },
      { path: paths.myBooking, element: <RoutePage titleKey="pages.myBooking" /> },
      { path: paths.payment, element: <RoutePage titleKey="pages.payment" /> },
      { path: paths.confirmation, element: <RoutePage titleKey="pages.confirmation" /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
