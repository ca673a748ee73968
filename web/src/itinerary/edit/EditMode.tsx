import type { RegenerationTarget } from "@contract/refine";
import { Modal } from "@mantine/core";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isBusy } from "../../machines/itineraryEdit.machine";
import type { Activity, Itinerary, ItineraryDay } from "../types";
import { ComparePanel } from "./ComparePanel";
import { ActivityTools, DayTools, HotelTools } from "./EditControls";
import { MoveForm, NoteForm, RegenerateForm } from "./EditForms";
import { EditNotices } from "./EditNotices";
import { EditToolbar } from "./EditToolbar";
import { HistoryPanel } from "./HistoryPanel";
import { refineApi } from "./refineApi";
import { type EditSlots, EditSlotsContext } from "./slots";
import { useItineraryEdit } from "./useItineraryEdit";
import { useRegenerationPrice } from "./useRegenerationPrice";

type Dialog =
  | { kind: "move"; day: ItineraryDay; activity: Activity }
  | { kind: "note"; day: ItineraryDay; activity?: Activity }
  | { kind: "regenerate"; title: string; intro: string; target: (instruction: string | undefined) => RegenerationTarget };

/** The regions' chosen hotels: a region's first option is the one its costs count (ADR 0130). */
function chosenHotels(itinerary: Itinerary): Set<string> {
  const chosen = new Map<string, string>();
  for (const hotel of itinerary.content?.hotelRecommendations?.options ?? [])
    if (hotel.region && !chosen.has(hotel.region)) chosen.set(hotel.region, hotel.name);
  return new Set([...chosen].map(([region, name]) => `${region}\u0000${name}`));
}

/**
 * The owner's edit mode around the itinerary's sections (`children`): the toggle, the notices, the
 * per-activity, per-day and per-hotel controls (through EditSlotsContext), history and compare.
 */
export default function EditMode({ itinerary, onItinerary, children }: { itinerary: Itinerary; onItinerary: (itinerary: Itinerary) => void; children: ReactNode }) {
  const { t } = useTranslation("refine");
  const { t: layout } = useTranslation("layout");
  const { snapshot, send } = useItineraryEdit(itinerary, onItinerary);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [panel, setPanel] = useState<"history" | "compare" | null>(null);
  const current = snapshot.context.itinerary;
  const { revision, itineraryId } = snapshot.context;
  const editing = !snapshot.matches("viewing");
  // Controls are live only when a change may be sent: never while one is in flight or after a 409.
  const locked = !snapshot.matches({ editing: "ready" }) && !snapshot.matches({ editing: "refused" });
  const busy = isBusy(snapshot);
  const price = useRegenerationPrice(itineraryId, dialog?.kind === "regenerate");
  const days = current.content?.dailyItinerary ?? [];

  const slots = useMemo<EditSlots | null>(() => {
    if (!editing) return null;
    const chosen = chosenHotels(current);
    return {
      activity: (day, activity) => {
        const activityId = activity.id;
        if (!activityId) return null;
        return (
          <ActivityTools
            activity={activity}
            disabled={locked}
            onRemove={() => send({ type: "CHANGE", change: { _tag: "removeActivity", activityId } })}
            onMove={() => setDialog({ kind: "move", day, activity })}
            onNote={() => setDialog({ kind: "note", day, activity })}
            onRegenerate={() =>
              setDialog({
                kind: "regenerate",
                title: t("regenerate.activityTitle", { title: activity.title }),
                intro: t("regenerate.replaceIntro"),
                target: (instruction) => ({ _tag: "activity", activityId, ...(instruction ? { instruction } : {}) })
              })
            }
          />
        );
      },
      day: (day) => (
        <DayTools
          day={day}
          disabled={locked}
          onNote={() => setDialog({ kind: "note", day })}
          onRegenerate={() =>
            setDialog({
              kind: "regenerate",
              title: t("regenerate.dayTitle", { day: day.dayNumber }),
              intro: t("regenerate.dayIntro"),
              target: (instruction) => ({ _tag: "day", dayNumber: day.dayNumber, ...(instruction ? { instruction } : {}) })
            })
          }
        />
      ),
      hotel: (hotel) => (
        <HotelTools
          hotel={hotel}
          chosen={chosen.has(`${hotel.region}\u0000${hotel.name}`)}
          disabled={locked}
          onChoose={() => send({ type: "CHANGE", change: { _tag: "chooseHotel", region: hotel.region ?? "", hotel: hotel.name } })}
        />
      )
    };
  }, [editing, current, locked, send, t]);

  const close = () => setDialog(null);
  const dialogTitle =
    dialog?.kind === "move"
      ? t("move.title", { title: dialog.activity.title })
      : dialog?.kind === "note"
        ? dialog.activity
          ? t("note.activityTitle", { title: dialog.activity.title })
          : t("note.dayTitle", { day: dialog.day.dayNumber })
        : dialog?.kind === "regenerate"
          ? dialog.title
          : "";

  return (
    <>
      <EditToolbar
        editing={editing}
        busy={busy}
        canLeave={snapshot.can({ type: "DONE" })}
        revision={revision}
        onEdit={() => send({ type: "EDIT" })}
        onDone={() => send({ type: "DONE" })}
        onUndo={() => send({ type: "UNDO" })}
        onHistory={() => setPanel("history")}
        onCompare={() => setPanel("compare")}
      />
      {editing ? <EditNotices snapshot={snapshot} send={send} /> : null}
      <EditSlotsContext.Provider value={slots}>{children}</EditSlotsContext.Provider>
      <Modal opened={dialog !== null} onClose={close} title={dialogTitle} closeButtonProps={{ "aria-label": layout("closeDialog") }}>
        {dialog?.kind === "move" ? (
          <MoveForm
            days={days}
            day={dialog.day}
            activity={dialog.activity}
            onCancel={close}
            onSubmit={(toDay, time) => {
              close();
              send({ type: "CHANGE", change: { _tag: "moveActivity", activityId: dialog.activity.id ?? "", toDay, time } });
            }}
          />
        ) : dialog?.kind === "note" ? (
          <NoteForm
            initial={(dialog.activity ? dialog.activity.note : dialog.day.note) ?? ""}
            onCancel={close}
            onSubmit={(text) => {
              close();
              const activityId = dialog.activity?.id;
              send({ type: "CHANGE", change: { _tag: "addNote", dayNumber: dialog.day.dayNumber, ...(activityId ? { activityId } : {}), text } });
            }}
          />
        ) : dialog?.kind === "regenerate" ? (
          <RegenerateForm
            intro={dialog.intro}
            price={price}
            onCancel={close}
            onSubmit={(instruction) => {
              close();
              send({ type: "REGENERATE", target: dialog.target(instruction) });
            }}
          />
        ) : null}
      </Modal>
      <HistoryPanel
        itineraryId={itineraryId}
        revision={revision}
        opened={panel === "history"}
        busy={locked}
        onClose={() => setPanel(null)}
        onRestore={(restored) => {
          setPanel(null);
          send({ type: "CHANGE", change: { _tag: "restoreRevision", revision: restored } });
        }}
      />
      <ComparePanel revision={revision} opened={panel === "compare"} onClose={() => setPanel(null)} compare={(from, to) => refineApi.compare(itineraryId, from, to)} />
    </>
  );
}
