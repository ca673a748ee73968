import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconMapRoute } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBrand } from "../api/config";

export function BrandLogo({ onNavigate, onDark = false }: { onNavigate?: () => void; onDark?: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation("layout");
  return (
    <Link to="/" onClick={onNavigate} aria-label={t("brandHome", { brand })} style={{ textDecoration: "none", color: "inherit" }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: "orange.5", to: "pink.6", deg: 135 }}>
          <IconMapRoute size={20} aria-hidden />
        </ThemeIcon>
        <Text fw={800} fz="lg" c={onDark ? "white" : "dark.8"}>
          {brand}
        </Text>
      </Group>
    </Link>
  );
}
