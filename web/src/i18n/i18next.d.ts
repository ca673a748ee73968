import "i18next";
import type { pageResources } from "./pageResources";
import type { resources } from "./resources";

// Keys are checked by the compiler: t("footer.terms") compiles, a misspelt key does not.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "layout";
    resources: (typeof resources)["en"] & (typeof pageResources)["en"];
    returnNull: false;
  }
}
