import { NativeSelect, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMonthName } from "../i18n/format";
import { useLanguage } from "../i18n/useLanguage";
import { MONTHS } from "./rules";

export interface TravelMonthFieldsProps {
  month: string;
  year: number;
  years: number[];
  onMonth: (month: string) => void;
  onYear: (year: number) => void;
}

/** Month (January to December) and year (this year and the next two). */
export function TravelMonthFields({ month, year, years, onMonth, onYear }: TravelMonthFieldsProps) {
  const { t } = useTranslation("tripForm", { keyPrefix: "when" });
  const { language } = useLanguage();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        label={t("month")}
        // The value stays the English month the request sends; the label is in the reader's language.
        data={MONTHS.map((name, index) => ({ value: name, label: formatMonthName(language, index) }))}
        value={month}
        onChange={(event) => onMonth(event.currentTarget.value)}
      />
      <NativeSelect
        label={t("year")}
        data={years.map(String)}
        value={String(year)}
        onChange={(event) => onYear(Number(event.currentTarget.value))}
      />
    </SimpleGrid>
  );
}
