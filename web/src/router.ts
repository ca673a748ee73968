import { createBrowserRouter } from "react-router-dom";
import { appRoutes } from "./appRoutes";

export const router = createBrowserRouter(appRoutes);
