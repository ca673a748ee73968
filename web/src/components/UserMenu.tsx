import { Menu, Text } from "@mantine/core";
import { IconDevices, IconLogout, IconMap2 } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLogout } from "../routes/navigation";
import { useSession } from "../stores/session";
import { AccountButton } from "./AccountButton";

/**
 * Account menu with Logout. Lazily loaded by the header (Menu brings Popover and floating-ui, which the
 * landing page's first paint does not need); AccountButton stands in while it loads.
 */
export default function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { t } = useTranslation("layout");
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} fz="sm" c="dark.7" truncate>
            {user.name?.trim() || user.phone}
          </Text>
          {user.name && (
            <Text fz="xs" c="dimmed">
              {user.phone}
            </Text>
          )}
        </Menu.Label>
        <Menu.Item leftSection={<IconMap2 size={16} aria-hidden />} onClick={() => navigate("/my-itineraries")}>
          {t("nav.myItineraries")}
        </Menu.Item>
        <Menu.Item leftSection={<IconDevices size={16} aria-hidden />} onClick={() => navigate("/sessions")}>
          {t("nav.sessions")}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void logout()}>
          {t("logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
