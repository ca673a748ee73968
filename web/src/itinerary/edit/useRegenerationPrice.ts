import type { RegenerationAllowance } from "@contract/refine";
import { useEffect, useState } from "react";
import { useSession } from "../../stores/session";
import { refineApi } from "./refineApi";

export type RegenerationPrice =
  | { kind: "loading" }
  | { kind: "unavailable" }
  | { kind: "known"; allowance: RegenerationAllowance; balance: number; affordable: boolean };

/** What the next regeneration costs, asked of the server each time the dialog opens (the allowance is its). */
export function useRegenerationPrice(itineraryId: string, open: boolean): RegenerationPrice {
  const { user } = useSession();
  const [allowance, setAllowance] = useState<RegenerationAllowance | "loading" | "unavailable">("loading");
  useEffect(() => {
    if (!open) return;
    let live = true;
    setAllowance("loading");
    refineApi.regenerations(itineraryId).then(
      (overview) => live && setAllowance(overview.allowance),
      () => live && setAllowance("unavailable")
    );
    return () => {
      live = false;
    };
  }, [itineraryId, open]);
  if (allowance === "loading" || allowance === "unavailable") return { kind: allowance };
  const balance = user?.credits ?? 0;
  return { kind: "known", allowance, balance, affordable: allowance.nextCost <= balance };
}
