-- The itineraries read model shows an itinerary's current revision (docs/adr/0130-refine-itinerary.md):
-- its number, and when the owner last changed the plan (null while it is as generated). Rows written
-- before this column read as revision 1.
ALTER TABLE itineraries ADD COLUMN revision integer;
ALTER TABLE itineraries ADD COLUMN revised_at timestamptz;
