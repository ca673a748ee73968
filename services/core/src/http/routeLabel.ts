import { HttpApi } from "@effect/platform"
import { SafarnamaApi } from "./Api.ts"

/**
 * A request's route for the metrics' `route` label: the API path it matched as the API declares it
 * ("/api/itinerary/:id"), never the id itself, so the label's values stay few. Anything else under
 * /api is "/api/*" (not found); the web app's pages and files are "web".
 */
export const routeLabeller = (templates: ReadonlyArray<string>) => {
  const patterns = templates.map((template) => ({
    template,
    pattern: new RegExp(`^${template.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`)
  }))
  return (pathname: string): string => {
    const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname
    for (const { template, pattern } of patterns) if (pattern.test(path)) return template
    if (path === "/api" || path.startsWith("/api/")) return "/api/*"
    return "web"
  }
}

const apiTemplates = (): ReadonlyArray<string> => {
  const paths = new Set<string>(["/api/openapi.json", "/api/docs", "/metrics"])
  HttpApi.reflect(SafarnamaApi, { onGroup: () => {}, onEndpoint: ({ endpoint }) => paths.add(endpoint.path) })
  // Fixed paths first, so "/api/itinerary/generate" is not taken for "/api/itinerary/:id".
  return [...paths].sort((a, b) => a.split(":").length - b.split(":").length)
}

export const routeLabel = routeLabeller(apiTemplates())
