import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a page's code is still on its way. */
export function PageLoader() {
  const { t } = useTranslation("layout");
  return (
    <Center mih="50vh" role="status" aria-label={t("loadingPage")}>
      <Loader />
    </Center>
  );
}
