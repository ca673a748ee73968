import { createBrowserRouter } from "react-router";
import { appRoutes } from "./appRoutes";

export const router = createBrowserRouter(appRoutes);
