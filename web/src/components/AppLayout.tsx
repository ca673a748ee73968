import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { ReplayEarlyTap } from "../earlyTap";
import { GenerationTracking } from "../generation/GenerationTracking";
import { AppNotices } from "../pwa/AppNotices";
import { ReturnAfterLogin } from "../routes/ReturnAfterLogin";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ModalsProvider } from "./ModalsProvider";
import { PageLoader } from "./PageLoader";

/** Every page: header, content, footer; the modals and the return-after-login rule live here too. */
export function AppLayout() {
  return (
    <ModalsProvider>
      <div style={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
        <Header />
        <AppNotices />
        <main id="main-content" tabIndex={-1} style={{ flex: 1, outline: "none" }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <ReplayEarlyTap />
          </Suspense>
        </main>
        <Footer />
      </div>
      <ReturnAfterLogin />
      <GenerationTracking />
      <ScrollRestoration />
    </ModalsProvider>
  );
}
