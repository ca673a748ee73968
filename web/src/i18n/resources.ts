import { layoutMessages } from "../components/messages";
import { layoutHi } from "./hi/layout";

// Every namespace in both languages. English modules live next to the components that show them (the
// spec's strings stay where the tests look for them); Hindi ones in ./hi. Adding a namespace here is
// what puts it under the coverage test.
export const resources = {
  en: { layout: layoutMessages },
  hi: { layout: layoutHi }
} as const;

export type Namespace = keyof (typeof resources)["en"];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
