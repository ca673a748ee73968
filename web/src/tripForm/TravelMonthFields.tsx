import { NativeSelect, SimpleGrid } from "@mantine/core";
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
  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        label="Month"
        data={[...MONTHS]}
        value={month}
        onChange={(event) => onMonth(event.currentTarget.value)}
      />
      <NativeSelect
        label="Year"
        data={years.map(String)}
        value={String(year)}
        onChange={(event) => onYear(Number(event.currentTarget.value))}
      />
    </SimpleGrid>
  );
}
