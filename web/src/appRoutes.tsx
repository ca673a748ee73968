import { Navigate, type RouteObject } from "react-router-dom";
import { AppLayout } from "./components/AppLayout";
import { PageLoader } from "./components/PageLoader";
import { LandingPage } from "./pages/LandingPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";
import { RequireSession } from "./routes/RequireSession";

// Only the landing page ships in the first bundle; every other page is fetched when first visited.
export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "terms", lazy: () => import("./pages/TermsPage").then((m) => ({ Component: m.TermsPage })) },
      { path: "privacy", lazy: () => import("./pages/PrivacyPage").then((m) => ({ Component: m.PrivacyPage })) },
      {
        path: "cancellation-refunds",
        lazy: () => import("./pages/CancellationRefundsPage").then((m) => ({ Component: m.CancellationRefundsPage }))
      },
      {
        path: "itinerary/:shareUrl",
        lazy: () => import("./pages/SharedItineraryPage").then((m) => ({ Component: m.SharedItineraryPage }))
      },
      // Spec: the shared view without its share parameter sends the traveller to the trip form.
      { path: "itinerary", element: <Navigate to="/make-itinerary" replace /> },
      {
        element: <RequireSession />,
        children: [
          {
            path: "make-itinerary",
            lazy: () => import("./pages/MakeItineraryPage").then((m) => ({ Component: m.MakeItineraryPage }))
          },
          {
            path: "my-itineraries",
            lazy: () => import("./pages/MyItinerariesPage").then((m) => ({ Component: m.MyItinerariesPage }))
          }
        ]
      }
    ]
  }
];
