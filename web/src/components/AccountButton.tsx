import { Avatar, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../stores/session";

export function initials(name: string | null, phone: string): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return phone.slice(-2);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/**
 * The avatar that opens the account menu. It also stands in for the menu while the menu's code loads,
 * so the header looks the same before and after.
 */
export const AccountButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button">>(function AccountButton(
  props,
  ref
) {
  const { t } = useTranslation("layout");
  const { user } = useSession();
  if (!user) return null;
  const displayName = user.name?.trim() || user.phone;
  return (
    <UnstyledButton
      ref={ref}
      style={{ display: "flex", alignItems: "center", gap: 6 }}
      {...props}
    >
      {/* Named by hidden text, not aria-label: a label without the visible initials breaks WCAG 2.5.3
          (label in name; axe's label-content-name-mismatch), and the initials alone say nothing. */}
      <VisuallyHidden>{t("accountMenu", { name: displayName })}</VisuallyHidden>
      <Avatar color="orange" radius="xl" size={34} aria-hidden>
        {initials(user.name, user.phone)}
      </Avatar>
      <IconChevronDown size={16} aria-hidden />
    </UnstyledButton>
  );
});
