import { api } from "../api/client";

/** One signed-in device as GET /api/auth/sessions answers it. */
export interface DeviceSession {
  id: string;
  device: string;
  startedAt: string;
  lastUsedAt: string;
  current: boolean;
}

export const sessionsApi = {
  list: () => api.get<{ sessions: DeviceSession[] }>("/auth/sessions").then((answer) => answer.sessions),
  signOut: (id: string) => api.delete<{ loggedOut: boolean }>(`/auth/sessions/${encodeURIComponent(id)}`),
  logOutAll: () => api.post<{ loggedOut: boolean; sessionsEnded: number }>("/auth/logout-all")
};
