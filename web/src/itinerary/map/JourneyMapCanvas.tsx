// The map's drawing code, loaded only where a map is shown (React.lazy from LazyMap): d3-geo,
// topojson-client and our boundaries file (geodata/world.json) stay out of every other page's JavaScript.
import { boundariesFrom } from "@safarnama/journey-map/boundaries";
import { drawDayMap, drawRouteMap, type MapDrawing } from "@safarnama/journey-map/draw";
import world from "@safarnama/journey-map/geodata/world.json";
import type { DayPlan, Journey } from "@safarnama/journey-map/journey";
import { labelSize, MAP_COLOURS, MARKER } from "@safarnama/journey-map/svg";

const boundaries = boundariesFrom(world as unknown as Parameters<typeof boundariesFrom>[0]);

export type MapSubject = { readonly kind: "route"; readonly journey: Journey } | { readonly kind: "day"; readonly day: DayPlan };

export default function JourneyMapCanvas({ subject, label }: { subject: MapSubject; label: string }) {
  const drawing = subject.kind === "route" ? drawRouteMap(subject.journey, boundaries) : drawDayMap(subject.day, boundaries);
  return drawing ? <MapSvg drawing={drawing} label={label} kind={subject.kind} /> : null;
}

function MapSvg({ drawing, label, kind }: { drawing: MapDrawing; label: string; kind: MapSubject["kind"] }) {
  const c = MAP_COLOURS;
  return (
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-label={label}
      data-map={kind}
      style={{ display: "block", width: "100%", height: "auto", borderRadius: 8 }}
    >
      {/* Close in there is no land drawn: the plain ground is land-coloured, never a sea. */}
      <rect width={drawing.width} height={drawing.height} fill={drawing.land ? c.sea : c.land} />
      {drawing.land ? <path d={drawing.land} fill={c.land} stroke={c.coast} strokeWidth={0.6} /> : null}
      {drawing.borders ? <path d={drawing.borders} fill="none" stroke={c.border} strokeWidth={0.6} strokeDasharray="3 2" /> : null}
      {drawing.lines.map((line, index) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: drawn once in order; a round trip repeats its ends.
          key={index}
          className="route-leg"
          data-from={line.from}
          data-to={line.to}
          d={line.d}
          fill="none"
          stroke={c.line}
          strokeWidth={2.5}
          strokeLinecap="round"
        />
      ))}
      {drawing.markers.map((m) => (
        <g key={m.label} className="map-marker">
          <circle cx={m.x} cy={m.y} r={MARKER.radius} fill={c.marker} stroke="#fff" strokeWidth={1.5} />
          <text x={m.x} y={m.y + labelSize(m.label) * 0.35} textAnchor="middle" fontSize={labelSize(m.label)} fontWeight={700} fill="#fff">
            {m.label}
          </text>
          {m.note ? (
            <text
              x={m.noteSide === "left" ? m.x - MARKER.noteOffset : m.x + MARKER.noteOffset}
              y={m.y - 9}
              textAnchor={m.noteSide === "left" ? "end" : "start"}
              fontSize={MARKER.noteSize}
              fill={c.text}
              stroke="#fff"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {m.note}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
