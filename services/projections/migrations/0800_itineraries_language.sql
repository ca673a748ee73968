-- The language the plan itself is written in (docs/adr/0140-web-languages.md). Itineraries requested
-- before travellers could choose were written in English.
ALTER TABLE itineraries ADD COLUMN language text NOT NULL DEFAULT 'en';
