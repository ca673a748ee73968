-- PDF files are served only while an itinerary (not deleted) still points at them: looked up by pdf_url.
CREATE INDEX itineraries_by_pdf_url ON itineraries (pdf_url) WHERE pdf_url IS NOT NULL;
