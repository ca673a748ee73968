import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./components/AppLayout";
import { PageLoader } from "./components/PageLoader";
import { LandingPage } from "./pages/LandingPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { RequireSession } from "./routes/RequireSession";
import { withAllStyles } from "./styles/loadAllStyles";

// Only the landing page ships in the first bundle; every other page is fetched when first visited,
// together with the complete Mantine sheet.
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return () => withAllStyles(load)().then((module) => ({ Component: module[name] as ComponentType }));
}

export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "terms", lazy: page(() => import("./pages/TermsPage"), "TermsPage") },
      { path: "privacy", lazy: page(() => import("./pages/PrivacyPage"), "PrivacyPage") },
      {
        path: "cancellation-refunds",
        lazy: page(() => import("./pages/CancellationRefundsPage"), "CancellationRefundsPage")
      },
      {
        path: "itinerary/:shareUrl",
        lazy: page(() => import("./pages/SharedItineraryPage"), "SharedItineraryPage")
      },
      // Spec: the shared view without its share parameter sends the traveller to the trip form.
      { path: "itinerary", element: <Navigate to="/make-itinerary" replace /> },
      {
        element: <RequireSession />,
        children: [
          {
            path: "make-itinerary",
            lazy: page(() => import("./pages/MakeItineraryPage"), "MakeItineraryPage")
          },
          {
            path: "my-itineraries",
            lazy: page(() => import("./pages/MyItinerariesPage"), "MyItinerariesPage")
          },
          {
            path: "sessions",
            lazy: page(() => import("./pages/SessionsPage"), "SessionsPage")
          }
        ]
      }
    ]
  }
];
