/** Spec: places link to a maps search of the place name plus its address or region. */
export function mapsSearchUrl(name: string | undefined, addressOrRegion?: string): string {
  const query = [name, addressOrRegion].map((part) => part?.trim()).filter(Boolean).join(" ");
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query })}`;
}
