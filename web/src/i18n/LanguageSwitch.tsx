import { Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { setLanguage } from "./i18n";
import { LANGUAGE_NAMES, otherLanguage } from "./languages";
import { useLanguage } from "./useLanguage";

/**
 * Offers the other language by its own name ("हिन्दी" to English readers, "English" to Hindi ones), as
 * Indian sites do, so a reader who cannot read the current language still finds it. The name carries
 * its own `lang` so screen readers pronounce it in that language.
 */
export function LanguageSwitch({ onDark = false, fullWidth = false }: { onDark?: boolean; fullWidth?: boolean }) {
  const { t } = useTranslation("layout");
  const { language } = useLanguage();
  const target = otherLanguage(language);
  return (
    <Button
      variant={onDark ? "outline" : "subtle"}
      color={onDark ? "gray.2" : "dark"}
      size="sm"
      fullWidth={fullWidth}
      justify={fullWidth ? "flex-start" : undefined}
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void setLanguage(target)}
      aria-label={`${t("language.switchTo")} ${LANGUAGE_NAMES[target]}`}
      data-testid="language-switch"
    >
      <span lang={target === "hi" ? "hi-IN" : "en-IN"}>{LANGUAGE_NAMES[target]}</span>
    </Button>
  );
}
