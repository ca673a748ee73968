import { useBrand } from "../api/config";

/** React 19 hoists <title> into <head>, so each page names itself in the browser tab. */
export function PageTitle({ children }: { children: string }) {
  const brand = useBrand();
  return <title>{`${children} | ${brand}`}</title>;
}
