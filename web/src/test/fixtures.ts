import type { User } from "../stores/session";

export const TEST_USER: User = { id: "user-1", phone: "+919876543210", name: "Asha Verma", location: "Pune", credits: 7 };
