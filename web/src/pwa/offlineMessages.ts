// Labels of the offline trip pack (ours: the spec names none of them; docs/adr/0126-offline-trip-pack.md).
export const offlineMessages = {
  offline: "You are offline. Itineraries you opened on this device are still here.",
  updateReady: "A new version of Safarnama is ready.",
  reload: "Reload"
} as const;
